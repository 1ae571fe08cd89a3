import type { ReactNode } from 'react';
import { cx } from './cx';
import type { FieldIds } from './fieldIds';

export interface FieldProps {
  ids: FieldIds;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and error laid out the same way for every form control. */
export function Field({ ids, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cx('ui-field', className)}>
      {label ? (
        <label id={ids.labelId} htmlFor={ids.controlId} className="ui-field__label">
          {label}
          {/* The control itself carries `required`, so the asterisk is visual only. */}
          {required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
