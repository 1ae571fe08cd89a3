const forms = {
  account: 'Mobile number or email',
  accountHint: 'An Indonesian mobile number (+62) or an email address',
  accountPlaceholder: '0812 3456 7890',
  code: 'Verification code',
  sendCode: 'Send code',
  resendIn: 'Resend in {{seconds}} s',
  codeSent: 'Code sent. It is valid for {{minutes}} min.',
  confirmPassword: 'Confirm the password',
  passwordHint: '{{min}}-{{max}} characters with letters and digits, no spaces',
};

export type FormsTexts = typeof forms;
export default forms;
