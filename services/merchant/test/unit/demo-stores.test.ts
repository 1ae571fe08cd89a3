import { describe, expect, it } from '@jest/globals';
import { foldStoreName } from '@shop/contracts';
import { demoStoreNames } from '../../src/db/demo-data.js';
import { DEMO_MERCHANT_STORE_NAME, demoStores as storesWith } from '../../src/domain/demo-stores.js';

const demoStores = (count: number) => storesWith(count, demoStoreNames());

describe('demo stores', () => {
  it('are named from the data file, store 1 the demo merchant, all distinct once folded', () => {
    const stores = demoStores(300);
    expect(stores[0]!.name).toBe(DEMO_MERCHANT_STORE_NAME);
    expect(stores[1]!.name).toBe('Toko Jaya');
    expect(new Set(stores.map((store) => foldStoreName(store.name))).size).toBe(300);
  });

  it('are the same street on every start', () => {
    expect(demoStores(60)).toEqual(demoStores(60));
  });
});
