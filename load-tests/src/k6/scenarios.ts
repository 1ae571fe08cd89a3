import { readdirSync } from 'node:fs';
import path from 'node:path';

/** load-tests/k6, from src/ (tests) or dist/ alike. */
export const k6ScriptsDir = path.resolve(import.meta.dirname, '../../k6');

/** Every scenario: each script at the top of load-tests/k6 (lib/ holds what they share). */
export function k6Scenarios(): string[] {
  return readdirSync(k6ScriptsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
}

export function k6Script(scenario: string): string {
  return path.join(k6ScriptsDir, `${scenario}.js`);
}
