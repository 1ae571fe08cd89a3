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
  required,
  'aria-describedby': ownDescribedBy,
  ...rest
}: InputProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <input
        id={ids.controlId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ownDescribedBy, ids, { hint: Boolean(hint), error: invalid })}
        className={cx('ui-input', `ui-input--${size}`, className)}
        {...rest}
      />
    </Field>
  );
}
