import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { describedBy, useFieldIds } from '../internal/fieldIds';
import { Field } from '../internal/Field';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  label?: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Error message; when set the text area is marked `aria-invalid` and described by it. */
  error?: ReactNode;
  /** Class for the wrapper holding label, text area and messages; `className` styles the text area. */
  fieldClassName?: string;
}

/** Multi-line text input (a description), laid out and announced like `Input`. */
export function Textarea({ id, label, hint, error, className, fieldClassName, required, rows = 4, 'aria-describedby': ownDescribedBy, ...rest }: TextareaProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <textarea
        id={ids.controlId}
        required={required}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ownDescribedBy, ids, { hint: Boolean(hint), error: invalid })}
        className={cx('ui-input', 'ui-input--md', 'ui-textarea', className)}
        {...rest}
      />
    </Field>
  );
}
