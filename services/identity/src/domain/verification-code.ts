export const codePurposes = ['signup', 'signin', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** The languages a code's text is written in: the shop's locales. */
export const codeLanguages = ['en', 'zh', 'ind'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

export const CODE_TTL_SECONDS = 5 * 60;
/** Wrong tries a code survives; the next one finds it dead. */
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

export function isCodePurpose(value: string): value is CodePurpose {
  return (codePurposes as readonly string[]).includes(value);
}

/** The page's language as the code's text is written: anything but en or zh (none, an old client's) is Indonesian. */
export function codeLanguage(value: string | undefined): CodeLanguage {
  return (codeLanguages as readonly string[]).includes(value ?? '') ? (value as CodeLanguage) : 'ind';
}

export interface IssuedCode {
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
  usedAt?: Date | null;
}

export type CodeStatus = 'usable' | 'used' | 'expired' | 'exhausted';

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
}

/** Whether a stored code may still be tried now. */
export function codeStatus(code: IssuedCode, now: Date): CodeStatus {
  if (code.usedAt) return 'used';
  if (code.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/** Whole seconds until another code for the same account and purpose may be sent; 0 when now. */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  return lastSentAt ? secondsLeft(new Date(lastSentAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000), now) : 0;
}

/** Whole seconds left until `expiresAt` (a code's, or the cool-down's end); 0 once past. */
export function secondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}
