import type { identityV1 } from '@shop/contracts';
import type { AddressView } from '../application/shared/addresses.js';
import type { NewSession } from '../application/shared/sessions.js';
import type { UserProfile } from '../db/entities.js';

export function toProtoUser(user: UserProfile): identityV1.User {
  return {
    id: user.id,
    account: user.account,
    accountKind: user.accountKind,
    nickname: user.nickname,
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
    roles: [...user.roles],
  };
}

export function toProtoSession(session: NewSession): identityV1.NewSession {
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toProtoUser(session.user) };
}

export function toProtoAddress(address: AddressView): identityV1.Address {
  return {
    id: address.id,
    recipientName: address.recipientName,
    phone: address.phone,
    provinceCode: address.provinceCode,
    provinceName: address.provinceName,
    cityCode: address.cityCode,
    cityName: address.cityName,
    districtCode: address.districtCode,
    districtName: address.districtName,
    detail: address.detail,
    isDefault: address.isDefault,
  };
}
