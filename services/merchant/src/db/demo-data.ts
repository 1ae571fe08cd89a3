import { foldStoreName } from '@shop/contracts';
import { onFirstUse, readDataFile } from '@shop/service-kit';
import { z } from 'zod';
import type { DemoStoreNames } from '../domain/demo-stores.js';

/** Distinct once folded (as store names are compared), so every combination is a distinct name. */
const distinctWords = z
  .array(z.string().regex(/\S/, 'blank'))
  .min(1)
  .superRefine((words, ctx) => {
    const seen = new Set<string>();
    for (const [index, word] of words.entries()) {
      if (seen.has(foldStoreName(word))) ctx.addIssue({ code: 'custom', path: [index], message: `${word} folds like an earlier word` });
      seen.add(foldStoreName(word));
    }
  });

/**
 * What demo store names are made of (`data/demo-store-names.json`, in the package's `data/`
 * folder beside `dist/`; see `DemoStoreNames`): kinds of shop and words, Indonesian in flavour,
 * some with accents. Read and checked on first use.
 */
export const demoStoreNames = onFirstUse((): DemoStoreNames =>
  readDataFile(new URL('../../data/demo-store-names.json', import.meta.url), z.strictObject({ kinds: distinctWords, words: distinctWords })),
);
