import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

const gambir = {
  recipientName: 'Siti Rahma',
  phone: '0812 1111 2222',
  provinceCode: '31',
  cityCode: '31.71',
  districtCode: '31.71.01',
  detail: 'Jl. Medan Merdeka Barat No. 12',
};

async function shopper() {
  const { token } = await signUpShopper(backend);
  return client(backend, { token });
}

describe('area.list', () => {
  it('walks province → city/regency → district for the picker', async () => {
    const api = client(backend);
    const provinces = await api.area.list.query();
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ code: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    expect(await api.area.list.query({ parentCode: '31' })).toContainEqual({ code: '31.71', name: 'Kota Administrasi Jakarta Pusat' });
    expect(await api.area.list.query({ parentCode: '31.71' })).toContainEqual({ code: '31.71.01', name: 'Gambir' });
    const unknown = await failure(client(backend, { lang: 'zh' }).area.list.query({ parentCode: '99' }));
    expect({ code: unknown.data?.code, message: unknown.message }).toEqual({ code: 'NOT_FOUND', message: '地区不存在' });
  });
});

describe('address procedures', () => {
  it('create, list, update, make default and remove with one default at all times', async () => {
    const api = await shopper();
    const first = await api.address.create.mutate(gambir);
    expect(first).toEqual({
      id: expect.any(Number),
      ...gambir,
      phone: '+6281211112222',
      provinceName: 'Daerah Khusus Ibukota Jakarta',
      cityName: 'Kota Administrasi Jakarta Pusat',
      districtName: 'Gambir',
      isDefault: true,
    });
    const second = await api.address.create.mutate({ ...gambir, detail: 'Jl. Kebon Sirih No. 1' });
    expect(second.isDefault).toBe(false);
    await expect(api.address.setDefault.mutate({ id: second.id })).resolves.toMatchObject({ id: second.id, isDefault: true });
    const updated = await api.address.update.mutate({ id: first.id, ...gambir, cityCode: '31.72', districtCode: '31.72.01', isDefault: false });
    expect(updated).toMatchObject({ districtName: 'Penjaringan', isDefault: false });
    expect((await api.address.list.query()).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await expect(api.address.remove.mutate({ id: second.id })).resolves.toEqual({ removed: true });
    expect((await api.address.list.query()).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
  });

  it('run batched mutations as separate requests', async () => {
    const api = await shopper();
    const [a, b] = await Promise.all([api.address.create.mutate(gambir), api.address.create.mutate({ ...gambir, detail: 'Jl. Kebon Sirih No. 1' })]);
    expect(a.id).not.toBe(b.id);
    expect(await api.address.list.query()).toHaveLength(2);
  });

  it('validate the form with the spec’s messages, translated, naming the field', async () => {
    const api = await shopper();
    const cases = [
      [{ ...gambir, recipientName: '' }, 'recipientName', ['Please enter the name', '请输入姓名', 'Silakan masukkan nama']],
      [{ ...gambir, phone: '' }, 'phone', ['Please enter the phone number', '请输入手机号码', 'Silakan masukkan nomor telepon']],
      [{ ...gambir, provinceCode: '', cityCode: '', districtCode: '' }, 'provinceCode', ['Please enter the address', '请输入地址', 'Silakan masukkan alamat']],
      [{ ...gambir, districtCode: '' }, 'districtCode', ['Please complete the address', '请完善地址', 'Silakan lengkapi alamat']],
      [{ ...gambir, detail: ' ' }, 'detail', ['Please enter the detailed address', '请输入详细地址', 'Silakan masukkan alamat lengkap']],
    ] as const;
    const { token } = await signUpShopper(backend);
    for (const [input, field, messages] of cases) {
      const errors = await Promise.all(['en', 'zh', 'ind'].map((lang) => failure(client(backend, { token, lang }).address.create.mutate(input))));
      expect(errors.map((e) => e.message)).toEqual(messages);
      expect(errors[0]!.data).toMatchObject({ code: 'BAD_REQUEST', field });
    }
    const mismatched = await failure(api.address.create.mutate({ ...gambir, districtCode: '31.72.01' }));
    expect(mismatched.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'invalid_area', field: 'districtCode' });
    expect(mismatched.message).toBe('The selected area is not valid');
  });

  it('never let a shopper read, change or remove another shopper’s address', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const address = await owner.address.create.mutate(gambir);
    expect(await stranger.address.list.query()).toEqual([]);
    for (const attempt of [
      stranger.address.update.mutate({ id: address.id, ...gambir, detail: 'Hijacked' }),
      stranger.address.setDefault.mutate({ id: address.id }),
      stranger.address.remove.mutate({ id: address.id }),
    ]) {
      const error = await failure(attempt);
      expect({ code: error.data?.code, message: error.message }).toEqual({ code: 'NOT_FOUND', message: 'Address not found' });
    }
    expect(await owner.address.list.query()).toEqual([address]);
  });
});
