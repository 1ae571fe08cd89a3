import type { EntityManager } from '@mikro-orm/postgresql';
import { FeeSettingsVersion, type FeeSettingsRecord } from './entities.js';

/** Versions an operator's list shows at most: a few a year are scheduled. */
export const FEE_VERSIONS_LISTED = 200;

const newestEffectiveFirst = { effectiveAt: 'desc', version: 'desc' } as const;

/** The version in effect at an instant: the latest effective at or before it, the newer version on a tie. */
export async function feeSettingsAt(em: EntityManager, at: Date): Promise<FeeSettingsRecord | null> {
  return em.findOne(FeeSettingsVersion, { effectiveAt: { $lte: at } }, { orderBy: newestEffectiveFirst });
}

/** The versions, newest effective first. */
export async function listFeeSettings(em: EntityManager): Promise<FeeSettingsRecord[]> {
  return em.find(FeeSettingsVersion, {}, { orderBy: newestEffectiveFirst, limit: FEE_VERSIONS_LISTED });
}

/** The next version number, under a lock that makes two schedules at once take turns. */
export async function nextFeeVersion(em: EntityManager): Promise<number> {
  // Raw SQL: the ORM has no table lock.
  await em.execute('lock table fee_settings in share row exclusive mode');
  const [latest] = await em.find(FeeSettingsVersion, {}, { orderBy: { version: 'desc' }, limit: 1 });
  return (latest?.version ?? 0) + 1;
}
