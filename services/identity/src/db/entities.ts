import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/postgresql';
import type { AccountKind } from '@shop/contracts';
import type { PlatformRole } from '../domain/roles.js';
import type { CodePurpose } from '../domain/verification-code.js';

export const PlatformConfigRow = defineEntity({
  name: 'PlatformConfigRow',
  tableName: 'platform_config',
  properties: {
    platformCode: p.integer().primary(),
    title: p.string(),
    desc: p.string(),
    logo: p.string(),
    currencySymbol: p.string().nullable(),
    countryId: p.integer().nullable(),
    countryMobilePrefix: p.string().nullable(),
    locale: p.string().nullable(),
    categoryIds: p.json<Record<string, number>>().nullable(),
    updatedAt: p.datetime(),
  },
});

export const UserAccount = defineEntity({
  name: 'UserAccount',
  tableName: 'user_account',
  properties: {
    id: p.uuid().primary(),
    account: p.string().unique(),
    accountKind: p.string().$type<AccountKind>(),
    passwordHash: p.string(),
    inviteCode: p.string().nullable(),
    nickname: p.string(),
    avatar: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type UserRecord = InferEntity<typeof UserAccount>;
/** What callers may see of a user, with the platform roles they hold: never the password hash. */
export type UserProfile = Pick<UserRecord, 'id' | 'account' | 'accountKind' | 'nickname' | 'avatar' | 'createdAt'> & { roles: readonly PlatformRole[] };

export function toProfile(user: UserProfile): UserProfile {
  return { id: user.id, account: user.account, accountKind: user.accountKind, nickname: user.nickname, avatar: user.avatar, createdAt: user.createdAt, roles: user.roles };
}

/** A platform role a user holds; granted and revoked by hand (`grant-operator`), never through the API. */
export const UserRole = defineEntity({
  name: 'UserRole',
  tableName: 'user_role',
  properties: {
    userId: p.uuid().primary(),
    role: p.string().$type<PlatformRole>().primary(),
    grantedAt: p.datetime(),
  },
});

/** Stored by the SHA-256 of its token only; revoking deletes the row. */
export const UserSession = defineEntity({
  name: 'UserSession',
  tableName: 'user_session',
  properties: {
    tokenHash: p.string().primary(),
    userId: p.uuid(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export const VerificationCode = defineEntity({
  name: 'VerificationCode',
  tableName: 'verification_code',
  properties: {
    id: p.bigint('number').primary(),
    account: p.string(),
    purpose: p.string().$type<CodePurpose>(),
    codeHash: p.string(),
    /** Names the code to the messages service, which delivers once per id. */
    deliveryId: p.uuid(),
    attempts: p.integer(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type CodeRecord = InferEntity<typeof VerificationCode>;

/** A fixed-window counter shared by every replica. */
export const RateLimitCounter = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit',
  properties: {
    bucket: p.string().primary(),
    windowStart: p.datetime().primary(),
    hits: p.integer(),
    expiresAt: p.datetime(),
  },
});

/** An account's wrong passwords since its last sign-in (`domain/signin-guard.ts`), by account name, signed up or not. */
export const SigninGuard = defineEntity({
  name: 'SigninGuard',
  tableName: 'signin_guard',
  properties: {
    account: p.string().primary(),
    failures: p.integer(),
    lastFailedAt: p.datetime(),
    /** When the row may be deleted; null while it locks the account. */
    expiresAt: p.datetime().nullable(),
  },
});

export const DeliveryAddress = defineEntity({
  name: 'DeliveryAddress',
  tableName: 'delivery_address',
  properties: {
    id: p.bigint('number').primary(),
    userId: p.uuid(),
    recipientName: p.string(),
    phone: p.string(),
    provinceCode: p.string(),
    cityCode: p.string(),
    districtCode: p.string(),
    detail: p.string(),
    isDefault: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type AddressRecord = InferEntity<typeof DeliveryAddress>;

export const entities = [PlatformConfigRow, UserAccount, UserSession, VerificationCode, RateLimitCounter, SigninGuard, DeliveryAddress, UserRole];

/** The tables as the entities define them, for typed Kysely statements (`em.getKysely<IdentityDb>()`). */
export type IdentityDb = InferKyselyDB<(typeof entities)[number]>;
