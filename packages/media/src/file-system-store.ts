import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, isMediaKey, publicUrlFor } from './keys.js';
import type { ObjectStore } from './object-store.js';

/**
 * Objects as files under `directory` (the key is the relative path). Whoever serves
 * `publicBaseUrl` maps it to the directory and derives the content type from the extension.
 */
export function fileSystemObjectStore(options: { directory: string; publicBaseUrl: string }): ObjectStore {
  const root = path.resolve(options.directory);
  return {
    async put(key, body) {
      assertMediaKey(key);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Readers see the old file or the whole new one, never a part: write a temporary file in
      // the same directory (same file system, so rename is atomic), flush it, then rename it.
      const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        const file = await open(temporary, 'wx');
        try {
          await file.writeFile(body);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      try {
        return (await stat(path.join(root, key))).isFile();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return false;
        throw error;
      }
    },
    publicUrl: publicUrlFor(options.publicBaseUrl),
  };
}
