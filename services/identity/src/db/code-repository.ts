import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CodePurpose } from '../domain/verification-code.js';
import { VerificationCode, type CodeRecord } from './entities.js';

export async function insertCode(
  em: EntityManager,
  code: { account: string; purpose: CodePurpose; codeHash: string; deliveryId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await em.insert(VerificationCode, { ...code, attempts: 0, usedAt: null });
}

/** The newest code for an account and purpose (only the newest counts); `lock` holds it until commit. */
export async function latestCode(em: EntityManager, account: string, purpose: CodePurpose, lock = false): Promise<CodeRecord | undefined> {
  const code = await em.findOne(
    VerificationCode,
    { account, purpose },
    { orderBy: { createdAt: 'desc', id: 'desc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
  );
  return code ?? undefined;
}

export async function countFailedAttempt(em: EntityManager, id: number): Promise<void> {
  await em.nativeUpdate(VerificationCode, { id }, { attempts: raw('attempts + 1') });
}

export async function markCodeUsed(em: EntityManager, id: number, now: Date): Promise<void> {
  await em.nativeUpdate(VerificationCode, { id }, { usedAt: now });
}
