import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { merchantV1 } from '@shop/contracts';
import { startMerchant, type MerchantFixture } from './fixture.js';

let merchant: MerchantFixture;

interface Row {
  id: number;
  status: string;
  name: string;
  overall: number;
  opened_at: number;
  rating: number;
  level: number;
  visits: number;
  sales: number;
  collections: number;
}
let rows: Row[];

const STORES = 200;

beforeAll(async () => {
  merchant = await startMerchant();
  // Figures with many ties (level has five values, opening days seventeen), every tenth store suspended.
  await merchant.sql(`
    insert into store (owner_id, name, name_folded, phone, description, status, level, rating, visits, collections, sales, product_count, overall, opened_at)
    select gen_random_uuid(), 'Jalan ' || i, 'jalan ' || i, '+62812000' || lpad(i::text, 5, '0'), '',
           case when i % 10 = 0 then 'suspended' else 'active' end,
           1 + i % 5, (i * 37) % 501, (i * 7919) % 1000, (i * 13) % 50, (i * 31) % 300, i % 20, (i * 104729) % 100000,
           timestamptz '2026-11-01T00:00:00Z' - (i % 17) * interval '1 day'
    from generate_series(1, ${STORES}) i`);
  const named: [string, string][] = [
    ['Warung Ánda Jaya', 'active'],
    ['Kedai SANDAL', 'active'],
    ['Toko Panda', 'suspended'],
    ['Toko 100%', 'active'],
  ];
  for (const [i, [name, status]] of named.entries()) {
    await merchant.sql(
      `insert into store (owner_id, name, name_folded, phone, description, status, opened_at) values (gen_random_uuid(), ?, lower(?), ?, '', ?, now())`,
      [name, name.normalize('NFKD').replace(/\p{M}/gu, ''), `+6281300000${i}`, status],
    );
  }
  rows = (await merchant.sql<Record<string, string | number | Date>>('select * from store')).map((r) => ({
    id: Number(r.id),
    status: String(r.status),
    name: String(r.name),
    overall: Number(r.overall),
    opened_at: new Date(r.opened_at!).getTime(),
    rating: Number(r.rating),
    level: Number(r.level),
    visits: Number(r.visits),
    sales: Number(r.sales),
    collections: Number(r.collections),
  }));
});

afterAll(async () => {
  await merchant?.stop();
});

const sorts = {
  [merchantV1.StreetSort.STREET_SORT_OVERALL]: (r: Row) => r.overall,
  [merchantV1.StreetSort.STREET_SORT_NEW]: (r: Row) => r.opened_at,
  [merchantV1.StreetSort.STREET_SORT_RATING]: (r: Row) => r.rating,
  [merchantV1.StreetSort.STREET_SORT_LEVEL]: (r: Row) => r.level,
  [merchantV1.StreetSort.STREET_SORT_VISITS]: (r: Row) => r.visits,
  [merchantV1.StreetSort.STREET_SORT_SALES]: (r: Row) => r.sales,
  [merchantV1.StreetSort.STREET_SORT_COLLECTIONS]: (r: Row) => r.collections,
};

async function wholeStreet(request: Partial<merchantV1.SearchStreetRequest>): Promise<merchantV1.Store[]> {
  const seen: merchantV1.Store[] = [];
  let cursor = '';
  for (let pages = 0; pages < 100; pages++) {
    const page = await merchant.asVisitor().searchStreet({ query: '', sort: merchantV1.StreetSort.STREET_SORT_OVERALL, ascending: false, limit: 17, ...request, cursor });
    seen.push(...page.items);
    if (page.nextCursor === '') return seen;
    cursor = page.nextCursor;
  }
  throw new Error('the street never ended');
}

describe('the street', () => {
  for (const [sort, valueOf] of Object.entries(sorts)) {
    for (const ascending of [true, false]) {
      it(`${sort} ${ascending ? 'ascending' : 'descending'}: every active store once, monotone over the pages, ties by id the same way`, async () => {
        const street = await wholeStreet({ sort: sort as merchantV1.StreetSort, ascending });
        const byId = new Map(rows.map((r) => [r.id, r]));
        const sign = ascending ? 1 : -1;
        const expected = rows
          .filter((r) => r.status === 'active')
          .sort((a, b) => sign * (valueOf(a) - valueOf(b) || a.id - b.id))
          .map((r) => r.id);
        expect(street.map((s) => s.id)).toEqual(expected);
        for (let i = 1; i < street.length; i++) {
          const [before, after] = [byId.get(street[i - 1]!.id)!, byId.get(street[i]!.id)!];
          const step = sign * (valueOf(after) - valueOf(before)) || sign * (after.id - before.id);
          expect(step).toBeGreaterThan(0);
        }
        expect(street.every((s) => s.status === merchantV1.StoreStatus.STORE_STATUS_ACTIVE)).toBe(true);
      });
    }
  }

  it('finds stores by part of the name, case- and accent-insensitive, never a suspended one', async () => {
    for (const query of ['ANDA', 'ánda', ' anda ']) {
      const found = await wholeStreet({ query });
      expect(found.map((s) => s.name).sort()).toEqual(['Kedai SANDAL', 'Warung Ánda Jaya']);
    }
    expect((await wholeStreet({ query: 'jalan 19' })).map((s) => s.name).sort()).toEqual(['Jalan 19', 'Jalan 191', 'Jalan 192', 'Jalan 193', 'Jalan 194', 'Jalan 195', 'Jalan 196', 'Jalan 197', 'Jalan 198', 'Jalan 199']);
    // LIKE's wildcards are plain characters in a search.
    expect((await wholeStreet({ query: '%' })).map((s) => s.name)).toEqual(['Toko 100%']);
    expect(await wholeStreet({ query: '_' })).toEqual([]);
  });

  it('refuses a bad cursor, limit or query', async () => {
    const street = merchant.asVisitor();
    const base = { query: '', sort: merchantV1.StreetSort.STREET_SORT_NEW, ascending: true, cursor: '', limit: 10 };
    await expect(street.searchStreet({ ...base, cursor: 'garbage' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_cursor' });
    // A cursor of another order (a number where "new" pages by an instant).
    const { nextCursor } = await street.searchStreet({ ...base, sort: merchantV1.StreetSort.STREET_SORT_SALES });
    await expect(street.searchStreet({ ...base, cursor: nextCursor })).rejects.toMatchObject({ reason: 'invalid_cursor' });
    await expect(street.searchStreet({ ...base, limit: 51 })).rejects.toMatchObject({ reason: 'invalid_limit' });
    await expect(street.searchStreet({ ...base, query: 'x'.repeat(41) })).rejects.toMatchObject({ reason: 'invalid_query' });
    expect((await street.searchStreet({ ...base, limit: 0 })).items).toHaveLength(20);
  });
});
