import { merchantReasons } from '@shop/contracts';

export const applicationStatuses = ['submitted', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * The application's life: submitted, then approved or rejected by an operator, once. Answers the
 * status a review leads to, or why it cannot happen.
 */
export function reviewedStatus(current: ApplicationStatus, approve: boolean): ApplicationStatus | typeof merchantReasons.applicationAlreadyReviewed {
  if (current !== 'submitted') return merchantReasons.applicationAlreadyReviewed;
  return approve ? 'approved' : 'rejected';
}

/** The KTP number as an applicant sees it again: only its last four digits. */
export function maskKtpNumber(ktp: string): string {
  return `${'*'.repeat(Math.max(0, ktp.length - 4))}${ktp.slice(-4)}`;
}
