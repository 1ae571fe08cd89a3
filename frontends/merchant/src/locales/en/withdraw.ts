const withdraw = {
  title: 'Withdraw',
  bankFirst: 'Bind bank info first before withdrawing',
  bindBank: 'Bind a bank card',
  to: 'To',
  available: 'Available balance',
  amount: 'Amount (Rp)',
  minimum: 'At least {{min}}',
  all: 'All',
  quoteLabel: 'What you receive',
  fee: 'Fee',
  net: 'You receive',
  submit: 'Withdraw',
  confirmTitle: 'Confirm the withdrawal',
  confirmText: 'The amount is held from your balance until an operator reviews the withdrawal.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  requested: 'Withdrawal of {{amount}} requested: {{status}}',
  listTitle: 'My withdrawals',
  empty: 'No withdrawals yet',
  emptyText: 'Your withdrawals and their status appear here.',
  requestedAt: 'Requested',
  reason: 'Reason: {{reason}}',
  payoutFailed: 'The bank did not accept the payout, and the amount is back in your balance. Check your bank card, then withdraw again.',
  allShown: 'Every withdrawal is shown.',
};

export type WithdrawTexts = typeof withdraw;
export default withdraw;
