/** Milliseconds in a k6 duration: `30s`, `2m`, `1m30s`, `500ms`, `1h`, or a bare number of seconds. */
export function parseDuration(text: string | number | undefined, fallbackMs = 0): number {
  if (text === undefined || text === '') return fallbackMs;
  if (typeof text === 'number') return text * 1000;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)) {
    if (match.index !== consumed) break;
    total += Number(match[1]) * units[match[2]!]!;
    consumed += match[0].length;
  }
  if (consumed !== text.length || consumed === 0) throw new Error(`invalid duration "${text}"`);
  return total;
}

/** A duration as k6 prints it: `850ms`, `12.3s`, `2m5s`. */
export function formatDuration(ms: number): string {
  if (ms < 1) return `${(ms * 1000).toFixed(0)}µs`;
  if (ms < 1000) return `${Number(ms.toFixed(2))}ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(2))}s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes}m${Math.round((ms % 60_000) / 1000)}s`;
}
