import { OPERATOR_ROLE, type fundV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/** A signed-in user's own wallet through the BFF: the assertion names the user. */
const owner: AccessPolicy = { callers: ['bff'], user: 'required' };
/** Services posting on a user's wallet (orders and merchants' goods costs, payments): the request names the wallet. */
const poster: AccessPolicy = { callers: ['order', 'payment'], user: 'optional' };
/** The fee settings: order at checkout, the BFF for the screens that show them. */
const feeReader: AccessPolicy = { callers: ['order', 'bff'], user: 'optional' };
/** The order service, reading a store owner's available balance to tell them a goods cost is due. */
const balanceReader: AccessPolicy = { callers: ['order'], user: 'optional' };
/** The payment service, confirming an approved withdrawal before it pays it out. */
const payer: AccessPolicy = { callers: ['payment'], user: 'optional' };
/** The operator console through the BFF: a user holding the operator role. */
const operator: AccessPolicy = { callers: ['bff'], user: 'required', roles: [OPERATOR_ROLE] };

export const fundAccess: ServiceAccess<typeof fundV1.FundServiceService> = {
  getMyWallet: owner,
  listMyRecords: owner,
  getMyBankAccount: owner,
  bindBankAccount: owner,
  quoteWithdrawal: owner,
  requestWithdrawal: owner,
  listMyWithdrawals: owner,
  credit: poster,
  debit: poster,
  hold: poster,
  release: poster,
  getFeeSettings: feeReader,
  getAvailableBalance: balanceReader,
  getWithdrawalForPayout: payer,
  listWithdrawals: operator,
  reviewWithdrawal: operator,
  adjustWallet: operator,
  listAdjustments: operator,
  reviewAdjustment: operator,
  getWallet: operator,
  listFeeSettings: operator,
  scheduleFeeSettings: operator,
  listAuditLog: operator,
};
