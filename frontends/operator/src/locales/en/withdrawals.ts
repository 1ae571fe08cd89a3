const withdrawals = {
  title: 'Withdrawals',
  statusLabel: 'Withdrawal status',
  empty: {
    in_review: 'No withdrawals awaiting review',
    paying: 'No withdrawals paying out',
    paid: 'No paid withdrawals',
    rejected: 'No rejected withdrawals',
    failed: 'No failed withdrawals',
  },
  emptyText: 'Withdrawals are listed here, oldest first.',
  amount: 'Amount',
  fee: 'Fee',
  net: 'Paid to the bank',
  bank: 'Bank account',
  user: 'User',
  userWallet: 'Wallet of user {{id}}',
  requestedAt: 'Requested',
  reviewedAt: 'Reviewed',
  settledAt: 'Settled',
  reason: 'Reason',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve the withdrawal of {{amount}}?',
  approveText: 'The net amount is paid out to the bank account through the payment gateway.',
  rejectTitle: 'Reject the withdrawal of {{amount}}',
  rejectText: 'The amount goes back to the balance; its owner reads this reason.',
  approved: 'The withdrawal of {{amount}} was approved.',
  rejected: 'The withdrawal of {{amount}} was rejected.',
};

export type WithdrawalsTexts = typeof withdrawals;
export default withdrawals;
