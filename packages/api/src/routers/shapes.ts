import type { identityV1 } from '@shop/contracts';

// What the front ends receive: proto messages reshaped with real Dates (superjson carries them).

export function shopperUser(user: identityV1.User | undefined) {
  return {
    id: user!.id,
    /** E.164 phone (+628…) or lower-cased email. */
    account: user!.account,
    accountKind: user!.accountKind as 'phone' | 'email',
    nickname: user!.nickname,
    /** A site path or an https URL; empty when none. */
    avatar: user!.avatar,
    createdAt: new Date(user!.createdAt),
  };
}

export function shopperSession(session: identityV1.NewSession | undefined) {
  return { token: session!.token, expiresAt: new Date(session!.expiresAt), user: shopperUser(session!.user) };
}

export function shopperAddress(address: identityV1.Address | undefined) {
  const { id, recipientName, phone, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detail, isDefault } = address!;
  return { id, recipientName, phone, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detail, isDefault };
}
