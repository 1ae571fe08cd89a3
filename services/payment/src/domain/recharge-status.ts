import type { RechargeStatus } from '@shop/contracts';

export { rechargeStatuses, type RechargeStatus } from '@shop/contracts';
export type FinalRechargeStatus = Exclude<RechargeStatus, 'pending'>;

/** What the gateway says of a charge (a notification or a status check): its status, amount and currency. */
export interface ChargeReport {
  status: RechargeStatus;
  /** Whole rupiah; undefined when the gateway's figure is not a whole number of rupiah. */
  amount: number | undefined;
  currency: string;
}

/** The charge as this service stored it. */
export interface StoredCharge {
  status: RechargeStatus;
  amount: number;
  currency: string;
}

/**
 * What a report does to a stored charge:
 * - `move`: pending → paid | expired | failed;
 * - `unchanged`: it says what is already known (a duplicate, or still pending);
 * - `after-final`: the charge is already paid, expired or failed, and nothing leaves those (a
 *   stale `pending` arriving after `settlement` included);
 * - `mismatch`: its amount or currency is not the charge's: it changes nothing, whatever it says.
 */
export type RechargeTransition = { kind: 'move'; to: FinalRechargeStatus } | { kind: 'unchanged' } | { kind: 'after-final' } | { kind: 'mismatch' };

export function rechargeTransition(charge: StoredCharge, report: ChargeReport): RechargeTransition {
  if (report.amount !== charge.amount || report.currency !== charge.currency) return { kind: 'mismatch' };
  if (report.status === charge.status) return { kind: 'unchanged' };
  if (charge.status !== 'pending') return { kind: 'after-final' };
  if (report.status === 'pending') return { kind: 'unchanged' };
  return { kind: 'move', to: report.status };
}

/**
 * How long past its expiry a charge the gateway still calls pending (or does not know) waits
 * before it expires here: the gateway expires it at the same instant (the charge's custom expiry),
 * so this only covers the two clocks disagreeing and the gateway's own expiry run.
 */
export const LOCAL_EXPIRY_GRACE_MS = 2 * 60_000;

/**
 * The report a status check amounts to for a pending charge: the gateway's, unless the charge is
 * past its expiry (and the grace) and the gateway has not paid, expired or failed it, which
 * expires it here. Undefined: nothing to apply (the gateway does not know the charge, which has
 * time left).
 */
export function reconciledReport(charge: StoredCharge & { expiresAt: Date }, checked: ChargeReport | undefined, now: Date): ChargeReport | undefined {
  const overdue = now.getTime() >= charge.expiresAt.getTime() + LOCAL_EXPIRY_GRACE_MS;
  if (overdue && (checked === undefined || checked.status === 'pending')) return { status: 'expired', amount: charge.amount, currency: charge.currency };
  return checked;
}
