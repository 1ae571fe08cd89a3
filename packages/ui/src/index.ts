// Public entry of @shop/ui. Styles are not imported here: apps import
// '@shop/ui/tokens.css' and '@shop/ui/components.css' once, at their root.
export { Avatar, initialsOf } from './components/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar';
export { Button, ButtonLink } from './components/Button';
export type { ButtonColor, ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { Input } from './components/Input';
export type { InputProps, InputSize } from './components/Input';
export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps, SkeletonRounded } from './components/Skeleton';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { Textarea } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { Toast } from './components/Toast';
export type { ToastAction, ToastColor, ToastProps } from './components/Toast';
export { ToastViewport } from './components/ToastViewport';
export type { ToastViewportProps } from './components/ToastViewport';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
