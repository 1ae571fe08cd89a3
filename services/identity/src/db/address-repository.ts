import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressFields } from '@shop/contracts';

/** A stored address: the fields as checkAddress spelled them (trimmed, the phone in E.164). */
export interface AddressRecord extends AddressFields {
  id: number;
  isDefault: boolean;
  createdAt: Date;
}

interface AddressRow {
  id: string;
  recipient_name: string;
  phone: string;
  province_code: string;
  city_code: string;
  district_code: string;
  detail: string;
  is_default: boolean;
  created_at: Date;
}

const selectAddress = `select id, recipient_name, phone, province_code, city_code, district_code, detail, is_default, created_at from delivery_address`;

function toRecord(row: AddressRow): AddressRecord {
  return {
    id: Number(row.id),
    recipientName: row.recipient_name,
    phone: row.phone,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    districtCode: row.district_code,
    detail: row.detail,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at),
  };
}

/** The default first, then newest first. */
export async function listAddresses(em: EntityManager, userId: string): Promise<AddressRecord[]> {
  const rows = await em.execute<AddressRow[]>(`${selectAddress} where user_id = ? order by is_default desc, created_at desc, id desc`, [userId]);
  return rows.map(toRecord);
}

/** Only ever finds the user's own address: another user's id reads as missing. */
export async function findAddress(em: EntityManager, userId: string, id: number): Promise<AddressRecord | undefined> {
  const rows = await em.execute<AddressRow[]>(`${selectAddress} where user_id = ? and id = ?`, [userId, id]);
  return rows[0] && toRecord(rows[0]);
}

export async function findAddressByRequest(em: EntityManager, userId: string, requestId: string): Promise<AddressRecord | undefined> {
  const rows = await em.execute<AddressRow[]>(`${selectAddress} where user_id = ? and request_id = ?`, [userId, requestId]);
  return rows[0] && toRecord(rows[0]);
}

/** Inserts a non-default address; the caller then settles which address is the default. */
export async function insertAddress(em: EntityManager, userId: string, requestId: string, fields: AddressFields, now: Date): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into delivery_address (user_id, recipient_name, phone, province_code, city_code, district_code, detail, is_default, request_id, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, false, ?, ?, ?) returning id`,
    [userId, fields.recipientName, fields.phone, fields.provinceCode, fields.cityCode, fields.districtCode, fields.detail, requestId, now, now],
  );
  return Number(rows[0]!.id);
}

export async function updateAddressFields(em: EntityManager, userId: string, id: number, fields: AddressFields, now: Date): Promise<void> {
  await em.execute(
    `update delivery_address set recipient_name = ?, phone = ?, province_code = ?, city_code = ?, district_code = ?, detail = ?, updated_at = ?
      where user_id = ? and id = ?`,
    [fields.recipientName, fields.phone, fields.provinceCode, fields.cityCode, fields.districtCode, fields.detail, now, userId, id],
  );
}

export async function deleteAddress(em: EntityManager, userId: string, id: number): Promise<boolean> {
  const rows = await em.execute('delete from delivery_address where user_id = ? and id = ? returning id', [userId, id]);
  return rows.length > 0;
}

/** Makes one address the default: the old default is cleared first so the unique index holds. */
export async function makeDefault(em: EntityManager, userId: string, id: number): Promise<void> {
  await em.execute('update delivery_address set is_default = false where user_id = ? and is_default and id <> ?', [userId, id]);
  await em.execute('update delivery_address set is_default = true where user_id = ? and id = ? and not is_default', [userId, id]);
}
