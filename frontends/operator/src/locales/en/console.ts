// What every console page shares: its frame, the access screen and the reason dialog.
const consoleTexts = {
  brand: 'Operator console',
  navLabel: 'Console',
  nav: { applications: 'Applications', stores: 'Stores', audit: 'Audit log', withdrawals: 'Withdrawals', wallets: 'Wallets', adjustments: 'Adjustments', fees: 'Fee settings', fundAudit: 'Fund audit log', deliveries: 'Deliveries', templates: 'Templates' },
  operatorsOnly: 'Operators only',
  operatorsOnlyText: 'This console is for platform operators, and your account is not one.',
  backToAccount: 'Back to my account',
  loadMore: 'Load more',
  cancel: 'Cancel',
  reason: 'Reason',
  reasonHint: 'Kept in the audit log.',
  withdrawalStatuses: { in_review: 'In review', paying: 'Paying out', paid: 'Paid', rejected: 'Rejected', failed: 'Failed' },
  recordTypes: {
    prd_order_pay: 'Order payment',
    mch_order_pay: 'Goods cost paid',
    recharge: 'Recharge',
    withdrawal: 'Withdrawal',
    profit: 'Sales profit',
    sysmtem: 'Adjustment by the platform',
  },
  confirm: 'Confirm',
};

export type ConsoleTexts = typeof consoleTexts;
export default consoleTexts;
