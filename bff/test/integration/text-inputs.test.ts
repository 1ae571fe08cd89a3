import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, openStore, operatorIdentityEnv, signInOperator, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// A NUL in free text through /trpc: refused at the edge with a translated 400 naming the field, and
// nothing stored. Postgres refuses NUL in text, so before the rule these answered 500. The review
// and the return reason are in orders.test.ts, where orders reach a reviewable state.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ identityEnv: operatorIdentityEnv });
});

afterAll(async () => {
  await backend?.stop();
});

const refusals = {
  en: 'The text contains invisible control characters; please remove them',
  zh: '文本包含不可见的控制字符，请删除后重试',
  ind: 'Teks berisi karakter kontrol yang tidak terlihat; silakan hapus',
} as const;
const languages = Object.keys(refusals) as (keyof typeof refusals)[];

/** A call refused for control characters in `field`, with the message in `lang`. */
async function expectRefused(call: Promise<unknown>, lang: keyof typeof refusals, field?: string) {
  const error = await failure(call);
  expect(error.message).toBe(refusals[lang]);
  expect(error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, reason: 'invalid_characters', ...(field ? { field } : {}) });
}

describe('control characters in text', () => {
  it('are refused in a search keyword, and the search history keeps nothing', async () => {
    const { token } = await signUpShopper(backend);
    for (const lang of languages) {
      await expectRefused(client(backend, { lang }).product.search.query({ keyword: 'kemeja\u0000' }), lang, 'keyword');
      await expectRefused(client(backend, { lang, token }).search.remember.mutate({ keyword: '\u0000' }), lang, 'keyword');
    }
    expect((await client(backend, { token }).search.history.query()).keywords).toEqual([]);
  });

  it('are refused in a nickname, which stays as it was', async () => {
    const { token } = await signUpShopper(backend);
    const api = client(backend, { token });
    const before = await api.user.me.query();
    for (const lang of languages) await expectRefused(client(backend, { lang, token }).user.updateProfile.mutate({ nickname: 'Siti\u0000Rahma' }), lang, 'nickname');
    // A tab in a one-line field is refused too; a printable name goes through.
    await expectRefused(api.user.updateProfile.mutate({ nickname: 'Siti\tRahma' }), 'en', 'nickname');
    expect(await api.user.me.query()).toEqual(before);
    expect(await api.user.updateProfile.mutate({ nickname: 'Siti Rahma' })).toMatchObject({ nickname: 'Siti Rahma' });
  });

  it('are refused in a store description and a logo key, and the store stays as it was', async () => {
    const ops = await signInOperator(backend);
    const store = await openStore(backend, ops, []);
    const owner = client(backend, { token: store.token });
    const { store: before } = await owner.merchant.me.query();
    const form = { storeName: before!.name, phone: before!.phone, logoKey: before!.logo.key, description: before!.description, autoPay: before!.autoPay };
    for (const lang of languages) {
      const asOwner = client(backend, { lang, token: store.token });
      await expectRefused(asOwner.merchant.updateStore.mutate({ ...form, description: 'Barang bagus.\u0000' }), lang, 'description');
      await expectRefused(asOwner.merchant.updateStore.mutate({ ...form, logoKey: `${form.logoKey}\u0000` }), lang, 'logoKey');
    }
    expect((await owner.merchant.me.query()).store).toEqual(before);
    // A description keeps its lines, sent with \r\n or \n alike.
    const updated = await owner.merchant.updateStore.mutate({ ...form, description: 'Barang bagus.\r\nKirim cepat.' });
    expect(updated.description).toBe('Barang bagus.\nKirim cepat.');
  });

  it('are refused in an address, which is not saved', async () => {
    const { token } = await signUpShopper(backend);
    const api = client(backend, { token, lang: 'ind' });
    const gambir = { recipientName: 'Siti Rahma', phone: '0812 1111 2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12', isDefault: true };
    await expectRefused(api.address.create.mutate({ ...gambir, detail: `${gambir.detail}\u0000` }), 'ind', 'detail');
    await expectRefused(api.address.create.mutate({ ...gambir, recipientName: '\u0000' }), 'ind', 'recipientName');
    expect(await api.address.list.query()).toEqual([]);
  });
});
