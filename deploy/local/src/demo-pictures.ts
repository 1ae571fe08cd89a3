import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { toolCacheDir } from '@shop/dev-infra';

/** The folder of catalog's object store that holds product pictures (catalog's PRODUCT_IMAGE_PREFIX). */
const PRODUCT_PICTURES = 'products';

/**
 * On a new data folder, catalog draws the demo products' pictures: half a minute of both cores,
 * for every `npm start --fresh` and every test that starts the stack. Their keys are hashes of
 * what is drawn, so pictures drawn before on this machine are exactly what catalog would draw:
 * a new media folder starts with them (catalog finds them stored and draws only what is missing),
 * and what catalog drew on a new folder is added to the machine's copy. Uploaded pictures never
 * reach that copy: it only takes from a folder this start created.
 */
export function demoPictures(mediaDir: string, cacheDir = path.join(toolCacheDir(), 'demo-product-pictures')) {
  const pictures = path.join(mediaDir, PRODUCT_PICTURES);
  const newFolder = !existsSync(pictures);
  return {
    /** Before catalog starts. */
    reuse(): void {
      if (newFolder && existsSync(cacheDir)) copyMissing(cacheDir, pictures);
    },
    /** Once catalog is healthy, so has stored every demo picture. */
    keep(): void {
      if (newFolder && existsSync(pictures)) copyMissing(pictures, cacheDir);
    },
  };
}

/**
 * Copies the files `to` lacks, each under a temporary name first: another stack starting meanwhile
 * reads a picture whole or not at all.
 */
function copyMissing(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyMissing(source, target);
    else if (entry.isFile() && !existsSync(target)) {
      const partial = `${target}.${process.pid}.partial`;
      copyFileSync(source, partial);
      renameSync(partial, target);
    }
  }
}
