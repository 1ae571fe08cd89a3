// `import { check, fail, group, sleep } from 'k6'` in a script run by this runner.
import { block, record, vuState } from './context.js';

type Checker<T> = ((value: T) => boolean) | boolean;

/** Each named check of `value`, recorded in the `checks` rate; true when all passed. */
export function check<T>(value: T, checkers: Record<string, Checker<T>>, tags: Record<string, string> = {}): boolean {
  let all = true;
  for (const [name, checker] of Object.entries(checkers)) {
    const passed = Boolean(typeof checker === 'function' ? checker(value) : checker);
    record('checks', 'rate', false, passed ? 1 : 0, { ...tags, check: name });
    all &&= passed;
  }
  return all;
}

/** Ends the iteration (or setup, failing the run) with this message. */
export function fail(message = ''): never {
  throw new Error(message);
}

export function sleep(seconds: number): void {
  block(seconds * 1000);
}

/** Runs `body` with its samples tagged `group: ::<name>` (nested groups join), timing it in `group_duration`. */
export function group<T>(name: string, body: () => T): T {
  const outer = vuState.group;
  vuState.group = `${outer}::${name}`;
  const started = performance.now();
  try {
    return body();
  } finally {
    record('group_duration', 'trend', true, performance.now() - started);
    vuState.group = outer;
  }
}

export default { check, fail, group, sleep };
