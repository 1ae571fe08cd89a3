import { fundV1 } from '@shop/contracts';
import { bindService, type CallInfo, type GrpcServiceBinding, listAuditLog, serve, type UseCaseRunner } from '@shop/service-kit';
import { bindBankAccount } from '../application/bind-bank-account.js';
import { getAvailableBalance } from '../application/get-available-balance.js';
import { getFeeSettings } from '../application/get-fee-settings.js';
import { getMyBankAccount } from '../application/get-my-bank-account.js';
import { getMyWallet } from '../application/get-my-wallet.js';
import { getWallet } from '../application/get-wallet.js';
import { getWithdrawalForPayout } from '../application/get-withdrawal-for-payout.js';
import { listAdjustments } from '../application/list-adjustments.js';
import { listFeeSettings } from '../application/list-fee-settings.js';
import { listMyRecords } from '../application/list-my-records.js';
import { listMyWithdrawals } from '../application/list-my-withdrawals.js';
import { listWithdrawals } from '../application/list-withdrawals.js';
import { post } from '../application/post.js';
import { quoteWithdrawal } from '../application/quote-withdrawal.js';
import { reviewAdjustment } from '../application/review-adjustment.js';
import { reviewWithdrawal } from '../application/review-withdrawal.js';
import { scheduleFeeSettings } from '../application/schedule-fee-settings.js';
import type { FundWorkflows } from '../application/workflows/index.js';
import type { Posted } from '../db/ledger-repository.js';
import { fundAccess } from './access.js';
import { adjustmentStatusFilter, recordTypeFilter, to, withdrawalStatusFilter } from './mappers.js';

/** `bankChangeCoolOffSeconds`: how long withdrawals stay closed after a bank account is replaced. */
export function fundGrpcService(useCases: UseCaseRunner, workflows: FundWorkflows, settings: { bankChangeCoolOffSeconds: number }): GrpcServiceBinding {
  const handle = serve(useCases);
  const answerPost = handle(post, (answer: Posted) => ({ posted: to.posted(answer) }));
  const servicePosting = (operation: 'credit' | 'debit' | 'hold') => (request: { posting?: fundV1.Posting }, call: CallInfo) => {
    const { userId = '', amount = 0, type = fundV1.RecordType.RECORD_TYPE_UNSPECIFIED, reference = '', memo = '' } = request.posting ?? {};
    return answerPost({ operation, userId, amount, type: recordTypeFilter(type), reference, memo }, call);
  };
  const records = handle(listMyRecords, (page) => ({ items: page.items.map(to.record), nextCursor: page.nextCursor }));
  const queue = handle(listWithdrawals, (page) => ({ items: page.items.map((w) => to.withdrawal(w, 'other')), nextCursor: page.nextCursor }));
  const adjustments = handle(listAdjustments, (page) => ({ items: page.items.map(to.adjustment), nextCursor: page.nextCursor }));

  return bindService(
    fundV1.FundServiceService,
    {
      getMyWallet: handle(getMyWallet, (wallet) => ({ wallet: to.wallet(wallet) })),
      listMyRecords: (request, call) => records({ ...request, type: recordTypeFilter(request.type) }, call),
      getMyBankAccount: handle(getMyBankAccount, (account) => ({ bankAccount: account ? to.bankAccount(account, 'owner') : undefined })),
      bindBankAccount: handle(bindBankAccount(settings.bankChangeCoolOffSeconds), (account) => ({ bankAccount: to.bankAccount(account, 'owner') })),
      quoteWithdrawal: handle(quoteWithdrawal, (terms) => ({
        amount: terms.amount,
        fee: terms.fee,
        netAmount: terms.netAmount,
        available: terms.available,
        feeSettings: to.feeSettings(terms.feeSettings),
      })),
      requestWithdrawal: async (request, call) => ({ withdrawal: to.withdrawal(await workflows.requestWithdrawal(request, call), 'owner') }),
      listMyWithdrawals: handle(listMyWithdrawals, (page) => ({ items: page.items.map((w) => to.withdrawal(w, 'owner')), nextCursor: page.nextCursor })),
      credit: servicePosting('credit'),
      debit: servicePosting('debit'),
      hold: servicePosting('hold'),
      release: ({ userId, holdReference, reference }, call) => answerPost({ operation: 'release', userId, holdReference, reference }, call),
      getFeeSettings: handle(getFeeSettings, (settings) => ({ feeSettings: to.feeSettings(settings) })),
      getAvailableBalance: handle(getAvailableBalance, (available) => ({ available })),
      // The whole account number: the payout goes to it.
      getWithdrawalForPayout: handle(getWithdrawalForPayout, (withdrawal) => ({ withdrawal: to.withdrawal(withdrawal, 'owner') })),
      listWithdrawals: (request, call) => queue({ ...request, status: withdrawalStatusFilter(request.status) }, call),
      reviewWithdrawal: handle(reviewWithdrawal(workflows), (withdrawal) => ({ withdrawal: to.withdrawal(withdrawal, 'other') })),
      adjustWallet: async (request, call) => {
        const { adjustment, posted } = await workflows.adjustWallet(request, call);
        return { record: posted?.record && to.record(posted.record), wallet: posted && to.wallet(posted.wallet), adjustment: to.adjustment(adjustment) };
      },
      listAdjustments: (request, call) => adjustments({ ...request, status: adjustmentStatusFilter(request.status) }, call),
      reviewAdjustment: handle(reviewAdjustment(workflows), (adjustment) => ({ adjustment: to.adjustment(adjustment) })),
      getWallet: handle(getWallet, (answer) => ({
        wallet: to.wallet(answer.wallet),
        records: answer.records.items.map(to.record),
        nextCursor: answer.records.nextCursor,
      })),
      listFeeSettings: handle(listFeeSettings, (answer) => ({ items: answer.items.map(to.feeSettings), currentVersion: answer.currentVersion })),
      scheduleFeeSettings: handle(scheduleFeeSettings, (settings) => ({ feeSettings: to.feeSettings(settings) })),
      listAuditLog: handle(listAuditLog, (page) => ({ items: page.items.map(to.audit), nextCursor: page.nextCursor })),
    },
    fundAccess,
  );
}
