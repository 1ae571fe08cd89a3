import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that helps the user move on (for example "Browse products"). */
  action?: ReactNode;
  /** Heading element for the title; pick the level that fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** Friendly placeholder for lists and pages with nothing to show yet. */
export function EmptyState({ icon, title, description, action, titleAs: Title = 'h3', className, ...rest }: EmptyStateProps) {
  return (
    <div className={cx('ui-empty-state', className)} {...rest}>
      {icon ? (
        <div className="ui-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className="ui-empty-state__title">{title}</Title>
      {description ? <p className="ui-empty-state__description">{description}</p> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
