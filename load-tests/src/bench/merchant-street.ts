import pg from 'pg';

/** How many stores the street is measured over. */
export const BENCH_STORES = 100_000;

/**
 * Fills the stack's merchant schema with generated stores in one statement (a few seconds for
 * 100 000): Indonesian-flavoured names (one store in twenty is a "Makmur"), figures spread over
 * orders of magnitude, one store in fifty suspended. Does nothing once the schema holds that many.
 */
export async function generateStores(databaseUrl: string, count = BENCH_STORES): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from merchant.store');
    const missing = count - Number(rows[0]!.n);
    if (missing <= 0) return;
    const started = Date.now();
    await client.query(
      `insert into merchant.store (owner_id, name, name_folded, phone, description, status, level, rating, visits, collections, sales, product_count, overall, opened_at)
       select gen_random_uuid(), g.name, lower(g.name), '+62815' || lpad(g.i::text, 8, '0'), 'Toko hasil generator.',
              case when g.i % 50 = 0 then 'suspended' else 'active' end,
              1 + floor(random() * 5)::int, floor(random() * 501)::int,
              floor(power(100000, random()))::bigint, floor(power(5000, random()))::bigint, floor(power(20000, random()))::bigint,
              floor(random() * 120)::int, floor(random() * 40000)::bigint,
              now() - random() * interval '3 years'
       from (
         select i, (array['Toko','Warung','Kedai','Butik','Griya','Rumah','Galeri','Pusat','Kios','Dapur'])[1 + i % 10] || ' ' ||
                   (array['Jaya','Makmur','Sejahtera','Berkah','Sentosa','Abadi','Mandiri','Lestari','Cahaya','Bintang',
                          'Mutiara','Nusantara','Kencana','Harapan','Melati','Anggrek','Ayu','Renee','Kopi','Elok'])[1 + (i / 10) % 20] ||
                   ' ' || i as name
         from generate_series(1, $1::int) i
       ) g`,
      [missing],
    );
    await client.query('analyze merchant.store');
    console.log(`generated ${missing} stores in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
