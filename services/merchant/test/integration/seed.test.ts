import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUseCaseRunner } from '@shop/service-kit';
import { objectStoreFromConfig } from '@shop/media';
import { merchantV1 } from '@shop/contracts';
import { seedDemoStores } from '../../src/application/seed-demo-stores.js';
import { DEMO_MERCHANT_STORE_NAME } from '../../src/domain/demo-stores.js';
import { applicationForm, OPERATOR, startMerchant, withKey, type MerchantFixture } from './fixture.js';

const demoMerchantId = randomUUID();
let merchant: MerchantFixture;

beforeAll(async () => {
  merchant = await startMerchant({ env: { SEED_DEMO_STORES: '12', DEMO_MERCHANT_ID: demoMerchantId } });
});

afterAll(async () => {
  await merchant?.stop();
});

describe('demo stores', () => {
  it('opens stores 1..N, the first for the demo merchant, each with its logo, with every street order different', async () => {
    const { store } = await merchant.asUser(demoMerchantId).getMyStore({});
    expect(store).toMatchObject({ id: 1, name: DEMO_MERCHANT_STORE_NAME, ownerId: demoMerchantId, status: merchantV1.StoreStatus.STORE_STATUS_ACTIVE });
    const { items } = await merchant.asVisitor().searchStreet({ query: '', sort: merchantV1.StreetSort.STREET_SORT_NEW, ascending: true, cursor: '', limit: 50 });
    expect(items.map((s) => s.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(items.map((s) => s.name.toLowerCase())).size).toBe(12);
    for (const demo of items) {
      const variant = demo.logo!.variants[0]!;
      expect((await stat(path.join(merchant.mediaDir, demo.logo!.key, `${variant.width}.webp`))).size).toBeGreaterThan(0);
    }
    const { OVERALL, NEW, RATING, VISITS, SALES, COLLECTIONS } = {
      OVERALL: merchantV1.StreetSort.STREET_SORT_OVERALL,
      NEW: merchantV1.StreetSort.STREET_SORT_NEW,
      RATING: merchantV1.StreetSort.STREET_SORT_RATING,
      VISITS: merchantV1.StreetSort.STREET_SORT_VISITS,
      SALES: merchantV1.StreetSort.STREET_SORT_SALES,
      COLLECTIONS: merchantV1.StreetSort.STREET_SORT_COLLECTIONS,
    };
    // Level follows the product counts the catalog's listings bring, so it is left out here.
    const orders = await Promise.all(
      [OVERALL, NEW, RATING, VISITS, SALES, COLLECTIONS].map(
        async (sort) => (await merchant.asVisitor().searchStreet({ query: '', sort, ascending: false, cursor: '', limit: 12 })).items.map((s) => s.id).join(),
      ),
    );
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('seeds nothing once a store exists, and new stores take ids after the demo ones', async () => {
    // A second replica (or a restart) runs the seed again.
    const again = seedDemoStores(objectStoreFromConfig({ MEDIA_STORE: 'fs', MEDIA_DIR: merchant.mediaDir, MEDIA_PUBLIC_URL: '/media', S3_FORCE_PATH_STYLE: false }), { count: 12, demoMerchantId });
    const seeded = await createUseCaseRunner(merchant.service.orm).command(again, {}, { caller: { service: 'merchant', roles: [] }, idempotencyKey: undefined });
    expect(seeded).toBe(0);

    const owner = randomUUID();
    const { application } = await merchant.asUser(owner).submitApplication(applicationForm(), withKey('after-seed'));
    const { application: approved } = await merchant.asUser(randomUUID(), OPERATOR).reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, withKey('approve-after-seed'));
    expect(approved!.storeId).toBe(13);
  });
});
