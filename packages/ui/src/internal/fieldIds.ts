import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  /** Fixed text shown with the control (an input's start addon). */
  addonId: string;
}

/** Stable ids for a form control and its label, hint and error message. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, labelId: `${controlId}-label`, hintId: `${controlId}-hint`, errorId: `${controlId}-error`, addonId: `${controlId}-addon` };
}

/**
 * The `aria-describedby` value for a control: its addon, the caller's own ids, then the hint and error
 * that are actually rendered, so screen readers read the message right after the label.
 */
export function describedBy(
  own: string | undefined,
  ids: FieldIds,
  parts: { hint: boolean; error: boolean; addon?: boolean },
): string | undefined {
  const list = [parts.addon && ids.addonId, own, parts.hint && ids.hintId, parts.error && ids.errorId].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
