import { useCallback, useState } from 'react';

/**
 * State that the caller may own (pass `value`) or leave to the component (pass `defaultValue`).
 * `onChange` fires either way, and only when the value really changes.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );

  return [current, setValue];
}
