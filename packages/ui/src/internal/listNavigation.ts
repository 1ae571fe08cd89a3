/**
 * Index of the next enabled item from `from` in direction `step`, skipping disabled ones.
 * `wrap` decides whether moving past either end continues from the other end.
 * Returns -1 when no item is enabled.
 */
export function nextEnabledIndex(
  items: ReadonlyArray<{ disabled?: boolean | undefined }>,
  from: number,
  step: 1 | -1,
  wrap: boolean,
): number {
  const count = items.length;
  for (let moved = 1; moved <= count; moved++) {
    let index = from + step * moved;
    if (wrap) index = ((index % count) + count) % count;
    else if (index < 0 || index >= count) break;
    if (!items[index]?.disabled) return index;
  }
  return enabledOrNone(items, from);
}

/** First enabled item, or -1. */
export function firstEnabledIndex(items: ReadonlyArray<{ disabled?: boolean | undefined }>): number {
  return items.findIndex((item) => !item.disabled);
}

/** Last enabled item, or -1. */
export function lastEnabledIndex(items: ReadonlyArray<{ disabled?: boolean | undefined }>): number {
  return items.findLastIndex((item) => !item.disabled);
}

// When nothing further is enabled, stay put if the current item is usable.
function enabledOrNone(items: ReadonlyArray<{ disabled?: boolean | undefined }>, from: number): number {
  const current = items[from];
  return current && !current.disabled ? from : -1;
}
