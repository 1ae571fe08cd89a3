import type { Problem } from '../../forms/problems';

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
  // Spec §5: what client-side validation says, by the problem names of the shared account rules.
  problems: {
    account_required: 'Please enter account info',
    code_required: 'Please enter the code',
    password_required: 'Please enter the password',
    confirm_password_required: 'Please confirm the password',
    passwords_mismatch: 'Passwords do not match',
    invalid_account_format: 'Invalid account format',
    invalid_password_format: 'Invalid password format',
    invalid_code_format: 'Invalid code format',
    invalid_invite_code: 'Invalid invite code',
    invalid_nickname: 'The nickname must be 1 to {{max}} characters',
    address_required: 'Please enter the address',
    name_required: 'Please enter the name',
    phone_required: 'Please enter the phone number',
    detail_required: 'Please enter the detailed address',
    address_incomplete: 'Please complete the address',
    name_too_long: 'The name is too long',
    detail_too_long: 'The detailed address is too long',
    invalid_phone_format: 'Invalid phone number format',
  } satisfies Record<Problem, string>,
};

export type FormsTexts = typeof forms;
export default forms;
