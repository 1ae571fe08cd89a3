import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { WithdrawalRecord } from '../../db/entities.js';

/** Asks the payment service to pay an approved withdrawal out: the net amount to the whole account number. */
export function publishWithdrawalApproved(em: EntityManager, withdrawal: WithdrawalRecord): void {
  recordEvent(em, 'fund.withdrawal.approved.v1', withdrawal.id, {
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    netAmount: withdrawal.netAmount,
    bankCode: withdrawal.bankCode,
    accountName: withdrawal.accountName,
    accountNumber: withdrawal.accountNumber,
  });
}
