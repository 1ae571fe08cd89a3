import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { identityV1 } from '@shop/contracts';
import { freshPhone, signUpUser, startIdentity, withKey, type IdentityFixture } from './fixture.js';

let fixture: IdentityFixture;

beforeAll(async () => {
  fixture = await startIdentity();
});

afterAll(async () => {
  await fixture.stop();
});

const gambir: identityV1.AddressInput = {
  recipientName: 'Siti Rahma',
  phone: '0812-1111-2222',
  provinceCode: '31',
  cityCode: '31.71',
  districtCode: '31.71.01',
  detail: 'Jl. Medan Merdeka Barat No. 12',
  isDefault: false,
};
const penjaringan = { ...gambir, cityCode: '31.72', districtCode: '31.72.01', detail: 'Jl. Pluit Raya No. 3' };

async function newUser(): Promise<string> {
  return (await signUpUser(fixture, freshPhone())).user!.id;
}

async function create(userId: string, address = gambir) {
  fixture.clock.advance(1);
  return (await fixture.asUser(userId).createAddress({ address })).address!;
}

async function defaults(userId: string): Promise<number[]> {
  const { addresses } = await fixture.asUser(userId).listAddresses({});
  return addresses.filter((a) => a.isDefault).map((a) => a.id);
}

describe('areas', () => {
  it('lists provinces, the cities of a province and the districts of a city', async () => {
    const { areas: provinces } = await fixture.identity.listAreas({ parentCode: '' });
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ code: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    const { areas: cities } = await fixture.identity.listAreas({ parentCode: '31' });
    expect(cities.map((c) => c.code)).toEqual(expect.arrayContaining(['31.71', '31.72', '31.73', '31.74', '31.75']));
    const { areas: districts } = await fixture.identity.listAreas({ parentCode: '31.71' });
    expect(districts).toContainEqual({ code: '31.71.01', name: 'Gambir' });
    await expect(fixture.identity.listAreas({ parentCode: '31.71.01' })).resolves.toEqual({ areas: [] });
    await expect(fixture.identity.listAreas({ parentCode: '99' })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'area_not_found' });
  });
});

describe('delivery addresses', () => {
  it('stores the fields, the E.164 phone and the area names', async () => {
    const userId = await newUser();
    const address = await create(userId);
    expect(address).toMatchObject({
      recipientName: 'Siti Rahma',
      phone: '+6281211112222',
      provinceCode: '31',
      provinceName: 'Daerah Khusus Ibukota Jakarta',
      cityName: 'Kota Administrasi Jakarta Pusat',
      districtName: 'Gambir',
      detail: 'Jl. Medan Merdeka Barat No. 12',
    });
  });

  it('makes the first address the default and keeps exactly one default', async () => {
    const userId = await newUser();
    const first = await create(userId);
    expect(first.isDefault).toBe(true);
    const second = await create(userId, penjaringan);
    expect(second.isDefault).toBe(false);
    const third = await create(userId, { ...penjaringan, isDefault: true });
    expect(await defaults(userId)).toEqual([third.id]);
    await fixture.asUser(userId).setDefaultAddress({ addressId: second.id });
    expect(await defaults(userId)).toEqual([second.id]);
    const { addresses } = await fixture.asUser(userId).listAddresses({});
    expect(addresses.map((a) => a.id)).toEqual([second.id, third.id, first.id]);
  });

  it('keeps the default when it is edited with isDefault false', async () => {
    const userId = await newUser();
    const only = await create(userId);
    const { address } = await fixture.asUser(userId).updateAddress({ addressId: only.id, address: { ...penjaringan, isDefault: false } });
    expect(address).toMatchObject({ id: only.id, isDefault: true, districtName: 'Penjaringan' });
  });

  it('promotes the newest remaining address when the default is removed', async () => {
    const userId = await newUser();
    const first = await create(userId);
    const second = await create(userId);
    const third = await create(userId);
    await fixture.asUser(userId).removeAddress({ addressId: first.id });
    expect(await defaults(userId)).toEqual([third.id]);
    await fixture.asUser(userId).removeAddress({ addressId: second.id });
    expect(await defaults(userId)).toEqual([third.id]);
    await fixture.asUser(userId).removeAddress({ addressId: third.id });
    expect((await fixture.asUser(userId).listAddresses({})).addresses).toEqual([]);
  });

  it('holds one default under concurrent changes, enforced by the database too', async () => {
    const userId = await newUser();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await create(userId)).id);
    await Promise.all(ids.map((addressId) => fixture.asUser(userId).setDefaultAddress({ addressId })));
    expect(await defaults(userId)).toHaveLength(1);
    await expect(fixture.service.orm.em.fork().execute('update delivery_address set is_default = true where user_id = ?', [userId])).rejects.toThrow(/delivery_address_one_default_idx/);
  });

  it('rejects an area chain that does not hold', async () => {
    const userId = await newUser();
    for (const area of [
      { cityCode: '31.71', districtCode: '31.72.01' },
      { provinceCode: '32', cityCode: '31.71', districtCode: '31.71.01' },
      { districtCode: '31.71.99' },
    ]) {
      await expect(fixture.asUser(userId).createAddress({ address: { ...gambir, ...area } })).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        reason: 'invalid_area',
      });
    }
    await expect(fixture.asUser(userId).createAddress({ address: { ...gambir, districtCode: '' } })).rejects.toMatchObject({
      reason: 'address_incomplete',
      params: { field: 'districtCode' },
    });
  });

  it('answers a replayed create with the same address instead of a second one', async () => {
    const userId = await newUser();
    const key = withKey(randomUUID());
    const [a, b] = [await fixture.asUser(userId).createAddress({ address: gambir }, key), await fixture.asUser(userId).createAddress({ address: gambir }, key)];
    expect(b).toEqual(a);
    expect((await fixture.asUser(userId).listAddresses({})).addresses).toHaveLength(1);
  });

  it('creates one address for concurrent retries of one intent, and answers each the same', async () => {
    const userId = await newUser();
    const key = withKey(randomUUID());
    const answers = await Promise.all(Array.from({ length: 5 }, () => fixture.asUser(userId).createAddress({ address: gambir }, key)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await fixture.asUser(userId).listAddresses({})).addresses).toHaveLength(1);
  });

  it('holds at most 20 addresses per user', async () => {
    const userId = await newUser();
    for (let i = 0; i < 20; i++) await create(userId);
    await expect(fixture.asUser(userId).createAddress({ address: gambir })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'too_many_addresses',
      params: { max: '20' },
    });
  });

  it('never lets one user read, change or remove another user’s address', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const address = await create(owner);
    expect((await fixture.asUser(stranger).listAddresses({})).addresses).toEqual([]);
    const notFound = { code: 'NOT_FOUND', reason: 'address_not_found' };
    await expect(fixture.asUser(stranger).updateAddress({ addressId: address.id, address: penjaringan })).rejects.toMatchObject(notFound);
    await expect(fixture.asUser(stranger).setDefaultAddress({ addressId: address.id })).rejects.toMatchObject(notFound);
    await expect(fixture.asUser(stranger).removeAddress({ addressId: address.id })).rejects.toMatchObject(notFound);
    expect((await fixture.asUser(owner).listAddresses({})).addresses).toEqual([address]);
  });
});
