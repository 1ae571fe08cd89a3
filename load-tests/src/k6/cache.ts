import { homedir } from 'node:os';
import path from 'node:path';

/** Where tools the product fetches on first use are kept across runs and clones (one folder per version). */
export function toolCacheDir(): string {
  return path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'shop');
}
