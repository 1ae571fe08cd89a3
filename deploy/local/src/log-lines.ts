const colours = [36, 33, 35, 32, 34, 91, 96, 93];
const levelNames: Record<string, string> = { trace: 'TRACE', debug: 'DEBUG', info: 'INFO ', warn: 'WARN ', error: 'ERROR', fatal: 'FATAL' };
const hidden = new Set(['level', 'time', 'msg', 'service', 'name', 'pid', 'hostname']);

/** A prefix per process, coloured when the output is a terminal. */
export function prefixFor(name: string, index: number, width: number, tty: boolean): string {
  const label = name.padEnd(width);
  return tty ? `\x1b[${colours[index % colours.length]}m${label}\x1b[0m │ ` : `${label} │ `;
}

/** One pino JSON line made readable (`12:00:01 INFO  message key=value`); other text as is. */
export function formatLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
    const level = levelNames[String(entry.level)] ?? String(entry.level ?? '');
    const extras = Object.entries(entry)
      .filter(([key]) => !hidden.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    return [time, level, entry.msg ?? '', ...extras].filter((part) => part !== '').join(' ');
  } catch {
    return line;
  }
}
