import { spawn } from 'node:child_process';
import path from 'node:path';

/** How many generated products `product.search` is measured over (BENCH_PRODUCTS, a million by default). */
export const BENCH_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);

const generator = path.resolve(import.meta.dirname, '../../../services/catalog/dist/tools/generate-catalog.js');

/**
 * Fills the stack's catalog with generated products through the catalog's own generator (`npm run
 * seed:catalog`), which continues from what exists: a second run on the same stack adds nothing.
 */
export async function generateProducts(databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, [generator, '--products', String(BENCH_PRODUCTS)], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the catalog generator stopped with exit code ${code}`);
}
