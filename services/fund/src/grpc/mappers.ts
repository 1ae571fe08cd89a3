import { adjustmentStatusProto, fundV1, maskAccountNumber, recordTypeProto, wireNameOf, withdrawalStatusProto } from '@shop/contracts';
import type { AuditRecord } from '@shop/service-kit';
import type { AdjustmentRecord, BankAccountRecord, FeeSettingsRecord, WithdrawalRecord } from '../db/entities.js';
import type { FundRecordRow, Posted, UserWallet } from '../db/ledger-repository.js';
import type { AdjustmentStatus } from '../domain/adjustment-status.js';
import type { WithdrawalStatus } from '../domain/withdrawal-status.js';

const recordType = recordTypeProto;
const withdrawalStatus = withdrawalStatusProto;
const recordTypeOf = wireNameOf(recordTypeProto);
const withdrawalStatusOf = wireNameOf(withdrawalStatusProto);
const adjustmentStatusOf = wireNameOf(adjustmentStatusProto);

/**
 * A record type from the wire: UNSPECIFIED is undefined (every type, or refused where one is
 * needed); an unknown value is passed on as it came, to be refused as invalid_record_type.
 */
export function recordTypeFilter(type: fundV1.RecordType): string | undefined {
  if (type === fundV1.RecordType.RECORD_TYPE_UNSPECIFIED) return undefined;
  return recordTypeOf(type) ?? String(type);
}

/** The operators' queue filter: in review when unspecified (or unknown). */
export function withdrawalStatusFilter(status: fundV1.WithdrawalStatus): WithdrawalStatus {
  return withdrawalStatusOf(status) ?? 'in_review';
}

/** The four-eyes queue's filter: pending when unspecified (or unknown). */
export function adjustmentStatusFilter(status: fundV1.AdjustmentStatus): AdjustmentStatus {
  return adjustmentStatusOf(status) ?? 'pending';
}

const iso = (instant: Date | null | undefined) => instant?.toISOString() ?? '';

export const to = {
  wallet: (wallet: UserWallet): fundV1.Wallet => ({ ...wallet }),
  record: (record: FundRecordRow): fundV1.FundRecord => ({
    id: String(record.id),
    type: recordType[record.type],
    amount: record.amount,
    balanceAfter: record.balanceAfter,
    reference: record.reference,
    memo: record.memo,
    createdAt: record.createdAt.toISOString(),
  }),
  posted: (posted: Posted): fundV1.Posted => ({
    record: posted.record && to.record(posted.record),
    wallet: to.wallet(posted.wallet),
  }),
  /** The account number whole only for its owner; everyone else sees its last four digits. */
  bankAccount: (
    account: Pick<BankAccountRecord, 'bankCode' | 'accountName' | 'accountNumber'> & { boundAt?: Date; withdrawalsOpenAt?: Date | null },
    viewer: 'owner' | 'other',
  ): fundV1.BankAccount => ({
    bankCode: account.bankCode,
    accountName: account.accountName,
    accountNumber: viewer === 'owner' ? account.accountNumber : maskAccountNumber(account.accountNumber),
    boundAt: iso(account.boundAt),
    withdrawalsOpenAt: iso(account.withdrawalsOpenAt),
  }),
  withdrawal: (withdrawal: WithdrawalRecord, viewer: 'owner' | 'other'): fundV1.Withdrawal => ({
    id: withdrawal.id,
    userId: withdrawal.userId,
    status: withdrawalStatus[withdrawal.status],
    amount: withdrawal.amount,
    fee: withdrawal.fee,
    netAmount: withdrawal.netAmount,
    bankAccount: to.bankAccount(withdrawal, viewer),
    reason: withdrawal.reason ?? '',
    requestedAt: iso(withdrawal.requestedAt),
    reviewedAt: iso(withdrawal.reviewedAt),
    settledAt: iso(withdrawal.settledAt),
  }),
  adjustment: (adjustment: AdjustmentRecord): fundV1.Adjustment => ({
    id: adjustment.id,
    userId: adjustment.userId,
    amount: adjustment.amount,
    reason: adjustment.reason,
    status: adjustmentStatusProto[adjustment.status],
    requestedBy: adjustment.requestedBy,
    requestedAt: iso(adjustment.requestedAt),
    reviewedBy: adjustment.reviewedBy ?? '',
    reviewedAt: iso(adjustment.reviewedAt),
    reviewReason: adjustment.reviewReason ?? '',
  }),
  feeSettings: (settings: FeeSettingsRecord): fundV1.FeeSettings => ({
    version: settings.version,
    effectiveAt: settings.effectiveAt.toISOString(),
    serviceFeeBp: settings.serviceFeeBp,
    shippingFee: settings.shippingFee,
    vatBp: settings.vatBp,
    withdrawalFeeBp: settings.withdrawalFeeBp,
    withdrawalFeeMin: settings.withdrawalFeeMin,
  }),
  audit: (entry: AuditRecord): fundV1.AuditEntry => ({ ...entry, at: entry.at.toISOString() }),
};
