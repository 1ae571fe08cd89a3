import { onFirstUse, readDataFile } from '@shop/service-kit';
import { z } from 'zod';

/**
 * Every demo user's one address (`data/demo-address.json`, in the package's `data/` folder beside
 * `dist/`): Gambir, Central Jakarta. Read and checked on first use; its area codes are then
 * checked as any address's are.
 */
export const demoAddress = onFirstUse(() =>
  readDataFile(
    new URL('../../data/demo-address.json', import.meta.url),
    z.strictObject({ phone: z.string(), provinceCode: z.string(), cityCode: z.string(), districtCode: z.string(), detail: z.string() }),
  ),
);
