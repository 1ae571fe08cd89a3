import type { EntityManager } from '@mikro-orm/postgresql';
import type { CodePurpose, IssuedCode } from '../domain/verification-code.js';

export interface CodeRecord extends IssuedCode {
  id: string;
  codeHash: string;
}

interface CodeRow {
  id: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertCode(
  em: EntityManager,
  code: { account: string; purpose: CodePurpose; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await em.execute('insert into verification_code (account, purpose, code_hash, created_at, expires_at) values (?, ?, ?, ?, ?)', [
    code.account,
    code.purpose,
    code.codeHash,
    code.createdAt,
    code.expiresAt,
  ]);
}

/** The newest code for an account and purpose (only the newest counts); `lock` holds it until commit. */
export async function latestCode(em: EntityManager, account: string, purpose: CodePurpose, lock = false): Promise<CodeRecord | undefined> {
  const rows = await em.execute<CodeRow[]>(
    `select id, code_hash, attempts, created_at, expires_at, used_at from verification_code
      where account = ? and purpose = ? order by created_at desc, id desc limit 1 ${lock ? 'for update' : ''}`,
    [account, purpose],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    codeHash: row.code_hash,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at ? new Date(row.used_at) : null,
  };
}

export async function countFailedAttempt(em: EntityManager, id: string): Promise<void> {
  await em.execute('update verification_code set attempts = attempts + 1 where id = ?', [id]);
}

export async function markCodeUsed(em: EntityManager, id: string, now: Date): Promise<void> {
  await em.execute('update verification_code set used_at = ? where id = ?', [now, id]);
}
