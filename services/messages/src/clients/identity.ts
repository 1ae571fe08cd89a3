import type { AccountKind } from '@shop/contracts/account-rules';
import { identityV1 } from '@shop/contracts';
import { actingFor, AppError, createGrpcClient, signingKeyOf, type BaseConfig, type GrpcClient, type PromiseClient } from '@shop/service-kit';

/** What the messages service asks of identity: the e-mail or phone of the user an event names. */
export type IdentityCalls = Pick<PromiseClient<typeof identityV1.IdentityServiceService>, 'getUser'>;

/** Identity's client, signed as this service (the assertion carries the user it asks about); reads are retried. */
export function identityClient(
  serviceName: string,
  config: Pick<BaseConfig, 'SERVICE_IDENTITY_KEY'> & { IDENTITY_GRPC_URL: string },
): GrpcClient<typeof identityV1.IdentityServiceService> {
  return createGrpcClient(identityV1.IdentityServiceService, config.IDENTITY_GRPC_URL, {
    idempotentReads: ['getUser'],
    identity: { key: signingKeyOf(serviceName, config.SERVICE_IDENTITY_KEY), audience: 'identity' },
  });
}

/** Where a user is reached: the account they sign in with. */
export interface Recipient {
  account: string;
  accountKind: AccountKind;
}

/** Answers a user's account, or undefined for a user identity does not know. */
export type RecipientLookup = (userId: string) => Promise<Recipient | undefined>;

/**
 * Identity's answers, kept `ttlMs` (at most `capacity` users, the oldest dropped first): a burst of
 * events about one merchant asks once. A changed account reaches messages within the ttl.
 */
export function cachedRecipients(identity: IdentityCalls, { ttlMs = 60_000, capacity = 10_000 } = {}): RecipientLookup {
  const cache = new Map<string, { recipient: Recipient | undefined; until: number }>();
  return async (userId) => {
    const hit = cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.recipient;
    let recipient: Recipient | undefined;
    try {
      const { user } = await actingFor(identity, userId).getUser({});
      recipient = user && { account: user.account, accountKind: user.accountKind === 'phone' ? 'phone' : 'email' };
    } catch (error) {
      if (!(error instanceof AppError && (error.code === 'NOT_FOUND'))) throw error;
    }
    cache.delete(userId);
    cache.set(userId, { recipient, until: Date.now() + ttlMs });
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return recipient;
  };
}
