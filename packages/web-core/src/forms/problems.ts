import type { reviewReasonProblem } from '@shop/contracts/merchant-rules';
import {
  confirmationProblem,
  passwordProblem,
  type accountProblem,
  type AddressProblem,
  type codeProblem,
  type currentPasswordProblem,
  type inviteCodeProblem,
  type nicknameProblem,
} from '@shop/contracts/account-rules';
import type { StoreProblem } from '@shop/contracts/merchant-rules';
import type { BankAccountProblem, RechargeProblem } from '@shop/contracts/money-rules';

// The browser checks a form with the same rules as the server (@shop/contracts' account, merchant and money rules),
// so the user sees what is wrong at once, and the server is only asked with a valid form.

/** Everything a form can find wrong; each name is also its message key in the 'forms' texts. */
export type Problem =
  | NonNullable<ReturnType<typeof reviewReasonProblem>>
  | NonNullable<ReturnType<typeof accountProblem>>
  | NonNullable<ReturnType<typeof codeProblem>>
  | NonNullable<ReturnType<typeof passwordProblem>>
  | NonNullable<ReturnType<typeof confirmationProblem>>
  | NonNullable<ReturnType<typeof currentPasswordProblem>>
  | NonNullable<ReturnType<typeof inviteCodeProblem>>
  | NonNullable<ReturnType<typeof nicknameProblem>>
  | AddressProblem
  | StoreProblem
  | BankAccountProblem
  | RechargeProblem
  // A withdrawal's amount, checked against the balance the page shows.
  | 'withdrawal_below_minimum'
  | 'insufficient_balance'
  // The operator's adjustments and fee settings.
  | 'invalid_amount'
  | 'invalid_percent'
  | 'effective_in_past';

/** A form's problems by field; a field that is fine is left out or undefined. */
export type Problems<Field extends string> = Partial<Record<Field, Problem | undefined>>;

/** A new password and its repetition (sign-up, reset, change). */
export function newPasswordProblems(values: { password: string; confirmPassword: string }): Problems<'password' | 'confirmPassword'> {
  return { password: passwordProblem(values.password), confirmPassword: confirmationProblem(values.password, values.confirmPassword) };
}
