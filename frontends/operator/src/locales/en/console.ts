// What every console page shares: its frame, the access screen and the reason dialog.
const consoleTexts = {
  brand: 'Operator console',
  navLabel: 'Console',
  nav: { applications: 'Applications', stores: 'Stores', audit: 'Audit log' },
  operatorsOnly: 'Operators only',
  operatorsOnlyText: 'This console is for platform operators, and your account is not one.',
  backToAccount: 'Back to my account',
  loadMore: 'Load more',
  cancel: 'Cancel',
  reason: 'Reason',
  reasonHint: 'Kept in the audit log.',
};

export type ConsoleTexts = typeof consoleTexts;
export default consoleTexts;
