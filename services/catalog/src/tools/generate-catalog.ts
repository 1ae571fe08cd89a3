import { parseArgs } from 'node:util';
import { createLogger, createUseCaseRunner, openDatabase, ownCall } from '@shop/service-kit';
import { analyzeCatalog, findGenerationStart, generateCatalogBatch } from '../application/generate-catalog.js';
import { entities } from '../db/entities.js';
import { migrations } from '../db/migrations/index.js';

const usage = `Fills the catalog with generated products, listed across the demo stores, for load tests:

  DATABASE_URL=postgres://… npm run seed:catalog -- --products 1000000 [--stores 60]

DATABASE_URL is the stack's database (npm start prints "postgres │ ready on 127.0.0.1:PORT": the URL
is postgres://postgres:postgres@127.0.0.1:PORT/shop). It continues from the generated products that
exist, so running it again with a larger --products adds the difference.`;

const { values } = parseArgs({ options: { products: { type: 'string' }, stores: { type: 'string', default: '60' }, help: { type: 'boolean' } } });
const wanted = Number(values.products);
const stores = Number(values.stores);
const url = process.env.DATABASE_URL;
if (values.help || !url || !Number.isSafeInteger(wanted) || wanted < 1 || wanted > 10_000_000 || !Number.isSafeInteger(stores) || stores < 1 || stores > 10_000) {
  process.stderr.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}

/** Products per transaction: a few thousand rows per statement, well under Postgres' 65 535 parameters. */
const BATCH = 2_000;
const logger = createLogger({ service: 'catalog', level: 'warn' });
const orm = await openDatabase({ url, schema: process.env.DATABASE_SCHEMA ?? 'catalog', entities, migrations, logger });
const useCases = createUseCaseRunner(orm);
const call = ownCall('catalog');
try {
  const start = await useCases.query(findGenerationStart, {}, call);
  const started = Date.now();
  for (let from = start.generated + 1; from <= wanted; from += BATCH) {
    const to = Math.min(wanted, from + BATCH - 1);
    await useCases.command(generateCatalogBatch, { from, to, stores, picturesByCategory: start.picturesByCategory }, call);
    const done = to - start.generated;
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`\r${to} generated products (${Math.round(done / seconds)} per second)   `);
  }
  await useCases.command(analyzeCatalog, {}, call);
  process.stdout.write(`\n${wanted} generated products in the catalog (${Math.max(0, wanted - start.generated)} added in ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
} finally {
  await orm.close();
}
