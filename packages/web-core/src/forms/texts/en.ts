import type { Problem } from '../problems';

// The form kit's texts (namespace `web-forms`): what `Loaded` says, and spec §5's validation messages.
const forms = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  loadMore: 'Load more',
  // Spec §5: what client-side validation says, by the problem names of the shared account and merchant rules.
  problems: {
    account_required: 'Please enter account info',
    reason_required: 'Please enter a reason',
    reason_too_long: 'The reason must be at most 300 characters',
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
    store_name_required: 'Please enter the store name',
    invalid_store_name: 'The store name must be 2 to 40 characters',
    description_too_long: 'The description must be at most 500 characters',
    owner_name_required: "Please enter the owner's name as on the KTP",
    invalid_owner_name: "Invalid owner's name",
    ktp_required: 'Please enter the KTP number',
    invalid_ktp_format: 'The KTP number must be 16 valid digits',
    bank_required: 'Please select a bank',
    account_name_required: 'Please enter the account name',
    invalid_account_name: 'Enter the account name as the bank shows it',
    account_number_required: 'Please enter the bank card number',
    invalid_account_number: 'This account number is not valid for the selected bank',
    payment_method_required: 'Please select a payment method',
    amount_required: 'Please enter the amount',
    amount_below_minimum: 'The amount is below the minimum',
    amount_above_maximum: 'The amount is above the maximum for this method',
    withdrawal_below_minimum: 'The amount is below the minimum withdrawal',
    insufficient_balance: 'Insufficient balance',
  } satisfies Record<Problem, string>,
};

export type FormTexts = typeof forms;
export default forms;
