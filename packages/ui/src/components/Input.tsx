import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { describedBy, useFieldIds } from '../internal/fieldIds';
import { Field } from '../internal/Field';

export type InputSize = 'sm' | 'md' | 'lg';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label?: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Error message; when set the input is marked `aria-invalid` and described by it. */
  error?: ReactNode;
  size?: InputSize;
  /** Fixed text shown in the field before the value (a phone's "+62"); read out after the label. */
  startAddon?: ReactNode;
  /** Class for the wrapper holding label, input and messages; `className` styles the input. */
  fieldClassName?: string;
}

/** Text input with its label and messages wired for screen readers. */
export function Input({
  id,
  label,
  hint,
  error,
  size = 'sm',
  className,
  fieldClassName,
  startAddon,
  required,
  'aria-describedby': ownDescribedBy,
  ...rest
}: InputProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  const input = (
    <input
      id={ids.controlId}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(ownDescribedBy, ids, { addon: Boolean(startAddon), hint: Boolean(hint), error: invalid })}
      className={cx('ui-input', `ui-input--${size}`, startAddon ? 'ui-input-group__control' : undefined, className)}
      {...rest}
    />
  );
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      {startAddon ? (
        <div className="ui-input-group">
          <span id={ids.addonId} className="ui-input-group__addon">
            {startAddon}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
