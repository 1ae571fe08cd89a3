import type { WithdrawalsTexts } from '../en/withdrawals';

const withdrawals: WithdrawalsTexts = {
  title: '提现审核',
  statusLabel: '提现状态',
  empty: {
    in_review: '暂无待审核的提现',
    paying: '暂无打款中的提现',
    paid: '暂无已到账的提现',
    rejected: '暂无已拒绝的提现',
    failed: '暂无失败的提现',
  },
  emptyText: '提现按申请时间排列，最早的在前。',
  amount: '金额',
  fee: '手续费',
  net: '打款金额',
  bank: '银行账户',
  user: '用户',
  userWallet: '用户 {{id}} 的钱包',
  requestedAt: '申请时间',
  reviewedAt: '审核时间',
  settledAt: '完成时间',
  reason: '原因',
  approve: '通过',
  reject: '驳回',
  approveTitle: '通过 {{amount}} 的提现？',
  approveText: '打款金额将通过支付网关打入该银行账户。',
  rejectTitle: '驳回 {{amount}} 的提现',
  rejectText: '该金额将退回余额，用户会看到此原因。',
  approved: '{{amount}} 的提现已通过。',
  rejected: '{{amount}} 的提现已驳回。',
};

export default withdrawals;
