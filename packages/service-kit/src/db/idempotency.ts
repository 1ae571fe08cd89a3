import type { EntityManager } from '@mikro-orm/postgresql';
import { commonReasons } from '@shop/contracts';
import { AppError } from '../errors.js';

/**
 * Claims a mutating call's request id inside the caller's transaction. Returns false when the id
 * was already processed, so a retried command has no second effect (and the claim rolls back with
 * the transaction if the command fails, letting a retry do the work).
 */
export async function claimRequest(em: EntityManager, requestId: string, operation: string): Promise<boolean> {
  if (!/^[A-Za-z0-9._:-]{8,128}$/.test(requestId)) throw new AppError('INVALID_ARGUMENT', commonReasons.invalidRequestId);
  const claimed = await em.execute<{ request_id: string }[]>(
    `insert into processed_request (request_id, operation) values (?, ?) on conflict (request_id) do nothing returning request_id`,
    [requestId, operation],
  );
  return claimed.length > 0;
}
