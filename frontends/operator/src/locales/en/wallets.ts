const wallets = {
  title: 'Wallets',
  userId: 'User id',
  userIdHint: "A store owner's, a withdrawal's or an audit entry's user id.",
  invalidUserId: 'Enter a user id (a UUID)',
  find: 'Find',
  walletOf: 'Wallet of user {{id}}',
  figures: { available: 'Balance', held: 'On hold', assets: 'Assets', profit: 'Profit', goodsCost: 'Goods cost paid' },
  records: 'Records, newest first',
  noRecords: 'No records yet',
  noRecordsText: "Changes to this user's balance appear here.",
  balanceAfter: 'Balance after',
  adjust: 'Adjust the balance',
  adjustTitle: 'Adjust the balance',
  adjustText: 'A positive amount credits the wallet, a negative one debits it; the balance never goes below zero.',
  amount: 'Amount (Rp, signed)',
  amountHint: 'For example 25000 or -25000',
  next: 'Continue',
  confirmTitle: 'Adjust by {{amount}}?',
  confirmText: 'Reason: {{reason}}',
  back: 'Back',
  adjusted: 'The balance was adjusted by {{amount}}.',
  sentForApproval: 'The adjustment by {{amount}} waits for a second operator in the adjustments queue.',
};

export type WalletsTexts = typeof wallets;
export default wallets;
