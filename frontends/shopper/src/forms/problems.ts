import {
  confirmationProblem,
  isValidInviteCode,
  isValidNickname,
  passwordProblem,
  type accountProblem,
  type AddressProblem,
  type codeProblem,
} from '@shop/contracts/account-rules';

// The browser checks a form with the same rules as the server (@shop/contracts' account rules),
// so the user sees what is wrong at once, and the server is only asked with a valid form.

/** Everything a form can find wrong; each name is also its message key in the 'forms' texts. */
export type Problem =
  | NonNullable<ReturnType<typeof accountProblem>>
  | NonNullable<ReturnType<typeof codeProblem>>
  | NonNullable<ReturnType<typeof passwordProblem>>
  | NonNullable<ReturnType<typeof confirmationProblem>>
  | AddressProblem
  | 'invalid_invite_code'
  | 'invalid_nickname';

/** A form's problems by field; a field that is fine is left out or undefined. */
export type Problems<Field extends string> = Partial<Record<Field, Problem | undefined>>;

/** Signing in needs the password only to be there: its format is the sign-up's business. */
export function currentPasswordProblem(password: string): Problem | undefined {
  return password === '' ? 'password_required' : undefined;
}

/** A new password and its repetition (sign-up, reset, change). */
export function newPasswordProblems(values: { password: string; confirmPassword: string }): Problems<'password' | 'confirmPassword'> {
  return { password: passwordProblem(values.password), confirmPassword: confirmationProblem(values.password, values.confirmPassword) };
}

/** The invite code is optional; when given it must look like one. */
export function inviteCodeProblem(inviteCode: string): Problem | undefined {
  return inviteCode.trim() === '' || isValidInviteCode(inviteCode.trim()) ? undefined : 'invalid_invite_code';
}

export function nicknameProblem(nickname: string): Problem | undefined {
  return isValidNickname(nickname) ? undefined : 'invalid_nickname';
}
