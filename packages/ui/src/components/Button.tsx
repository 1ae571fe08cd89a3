import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';
export type ButtonColor = 'primary' | 'gray' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** How a button looks; shared by `Button` and `ButtonLink`. */
interface ButtonLook {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  /** Stretch to the full width of the container. */
  block?: boolean;
}

function buttonClasses({ variant = 'solid', color = 'primary', size = 'md', block = false }: ButtonLook, ...extra: Array<string | false | undefined>): string {
  return cx('ui-button', `ui-button--${variant}`, `ui-button--${color}`, `ui-button--${size}`, block && 'ui-button--block', ...extra);
}

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'>, ButtonLook {
  /** Shows a spinner, marks the button `aria-busy` and disables it until the work finishes. */
  loading?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

/**
 * The action button. Defaults to `type="button"` so it never submits a form by accident;
 * pass `type="submit"` explicitly for form submission.
 */
export function Button({
  variant,
  color,
  size,
  loading = false,
  block,
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
      className={buttonClasses({ variant, color, size, block }, loading && 'ui-button--loading', className)}
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

export interface ButtonLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'color'>, ButtonLook {}

/**
 * A link that looks like a button (it goes somewhere; a `Button` does something). For a route of
 * the app, wrap it in the router's link: `<Link to="/down" asChild><ButtonLink>…</ButtonLink></Link>`.
 */
export function ButtonLink({ variant, color, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClasses({ variant, color, size, block }, className)} {...rest}>
      <span className="ui-button__content">{children}</span>
    </a>
  );
}
