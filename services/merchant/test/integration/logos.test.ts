import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { initialsLogo } from '@shop/media';
import { applicationForm, OPERATOR, startMerchant, withKey, type MerchantFixture } from './fixture.js';

let merchant: MerchantFixture;

beforeAll(async () => {
  merchant = await startMerchant({ env: { MEDIA_PUBLIC_URL: '/media' } });
});

afterAll(async () => {
  await merchant?.stop();
});

describe('logos', () => {
  it('stores an upload as square WebP variants a user may then use for their application and store', async () => {
    const owner = randomUUID();
    const me = merchant.asUser(owner);
    const image = await initialsLogo('Toko Logo');
    const { logo } = await me.uploadLogo({ image }, withKey('upload-1'));
    expect(logo!.key).toMatch(/^logos\/[0-9a-f]{64}$/);
    expect(logo!.variants.map((v) => v.width)).toEqual([64, 160, 320]);
    for (const variant of logo!.variants) {
      expect(variant.url).toBe(`/media/${logo!.key}/${variant.width}.webp`);
      expect((await stat(path.join(merchant.mediaDir, logo!.key, `${variant.width}.webp`))).size).toBeGreaterThan(0);
    }
    // A retried upload answers the same; another user's key is not theirs to use.
    expect(await me.uploadLogo({ image }, withKey('upload-1'))).toEqual({ logo });
    await expect(merchant.asUser(randomUUID()).submitApplication(applicationForm({ logoKey: logo!.key }), withKey('steal'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'logo_not_found',
    });

    const { application } = await me.submitApplication(applicationForm({ logoKey: logo!.key }), withKey('apply'));
    expect(application!.logo).toEqual(logo);
    await merchant.asUser(randomUUID(), OPERATOR).reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, withKey('approve'));
    const { store } = await me.getMyStore({});
    expect(store!.logo).toEqual(logo);

    // Editing the store keeps the logo by its key; a new upload replaces it.
    const edit = { name: store!.name, phone: store!.phone, description: '', autoPay: false };
    expect((await me.updateMyStore({ ...edit, logoKey: logo!.key }, withKey('keep'))).store!.logo).toEqual(logo);
    const { logo: second } = await me.uploadLogo({ image: await initialsLogo('Another') }, withKey('upload-2'));
    expect((await me.updateMyStore({ ...edit, logoKey: second!.key }, withKey('replace'))).store!.logo).toEqual(second);
  });

  it('refuses what is not a PNG, JPEG or WebP image, and records nothing', async () => {
    const user = randomUUID();
    await expect(merchant.asUser(user).uploadLogo({ image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, withKey('svg'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'invalid_logo',
    });
    expect(await merchant.sql('select 1 from logo_upload where owner_id = ?', [user])).toHaveLength(0);
  });
});
