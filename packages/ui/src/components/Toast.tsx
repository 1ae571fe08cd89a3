import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import { Avatar } from './Avatar';
import { Button } from './Button';
import type { ButtonVariant } from './Button';

export type ToastColor = 'primary' | 'gray' | 'danger' | 'success' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
}

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'color'> {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Decorative; shown before the text. Ignored when `avatar` is given. */
  icon?: ReactNode;
  avatar?: { src?: string; alt: string };
  color?: ToastColor;
  actions?: ToastAction[];
  /** Show the close button. */
  close?: boolean;
  /** Accessible name of the close button; pass a translated string. */
  closeLabel?: string;
  onClose?: () => void;
}

/**
 * One notification. Purely presentational: the app decides when toasts appear and expire
 * (pause its timer from `onMouseEnter` / `onMouseLeave`). Danger toasts use `role="alert"`
 * so they interrupt; everything else is a polite status message.
 */
export function Toast({
  id,
  title,
  description,
  icon,
  avatar,
  color = 'primary',
  actions = [],
  close = true,
  closeLabel = 'Close',
  onClose,
  className,
  ...rest
}: ToastProps) {
  const urgent = color === 'danger';
  return (
    <div
      id={id}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={cx('ui-toast', `ui-toast--${color}`, className)}
      {...rest}
    >
      {avatar ? (
        <Avatar className="ui-toast__leading" src={avatar.src} alt={avatar.alt} size="sm" />
      ) : icon ? (
        <span className="ui-toast__leading ui-toast__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="ui-toast__body">
        <p className="ui-toast__title">{title}</p>
        {description ? <p className="ui-toast__description">{description}</p> : null}
        {actions.length > 0 ? (
          <div className="ui-toast__actions">
            {actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.variant ?? 'outline'}
                color={color === 'danger' ? 'danger' : 'gray'}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {close ? (
        <button type="button" className="ui-toast__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
