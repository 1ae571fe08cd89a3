const bank = {
  title: 'Bank card',
  intro: "Withdrawals are paid to this account. Enter the account holder's name as the bank shows it.",
  boundTitle: 'Your bank account',
  newTitle: 'Bind a bank card',
  changeTitle: 'Change the bank card',
  bank: 'Bank',
  accountName: 'Account name',
  accountNumber: 'Account number',
  accountNumberHint: '{{digits}} digits',
  boundOn: 'Bound on {{date}}',
  change: 'Change',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Bank card saved',
  passwordTitle: 'Confirm with your password',
  passwordText: 'Withdrawals are paid to this account only once you confirm it with your password.',
  password: 'Password',
  confirm: 'Confirm',
};

export type BankTexts = typeof bank;
export default bank;
