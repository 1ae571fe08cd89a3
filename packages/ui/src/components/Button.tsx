import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';
export type ButtonColor = 'primary' | 'gray' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'> {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  /** Shows a spinner, marks the button `aria-busy` and disables it until the work finishes. */
  loading?: boolean;
  /** Stretch to the full width of the container. */
  block?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

/**
 * The action button. Defaults to `type="button"` so it never submits a form by accident;
 * pass `type="submit"` explicitly for form submission.
 */
export function Button({
  variant = 'solid',
  color = 'primary',
  size = 'md',
  loading = false,
  block = false,
  leadingIcon,
  trailingIcon,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${color}`,
        `ui-button--${size}`,
        block && 'ui-button--block',
        loading && 'ui-button--loading',
        className,
      )}
      {...rest}
    >
      {/* The label stays in place (transparent) while loading so the button keeps its width. */}
      <span className="ui-button__content">
        {leadingIcon ? <span className="ui-button__icon" aria-hidden="true">{leadingIcon}</span> : null}
        {children}
        {trailingIcon ? <span className="ui-button__icon" aria-hidden="true">{trailingIcon}</span> : null}
      </span>
      {loading ? <span className="ui-button__spinner ui-spinner ui-spinner--sm" aria-hidden="true" /> : null}
    </button>
  );
}
