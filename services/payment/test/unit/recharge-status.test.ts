import { describe, expect, it } from '@jest/globals';
import { LOCAL_EXPIRY_GRACE_MS, reconciledReport, rechargeTransition, type ChargeReport, type RechargeStatus } from '../../src/domain/recharge-status.js';

const charge = (status: RechargeStatus) => ({ status, amount: 150_000, currency: 'IDR' });
const report = (status: RechargeStatus, overrides: Partial<ChargeReport> = {}): ChargeReport => ({ status, amount: 150_000, currency: 'IDR', ...overrides });

describe('the recharge state machine', () => {
  it('moves a pending charge to paid, expired or failed', () => {
    for (const to of ['paid', 'expired', 'failed'] as const) expect(rechargeTransition(charge('pending'), report(to))).toEqual({ kind: 'move', to });
  });

  it('changes nothing for what is already known: a duplicate, or still pending', () => {
    expect(rechargeTransition(charge('pending'), report('pending'))).toEqual({ kind: 'unchanged' });
    expect(rechargeTransition(charge('paid'), report('paid'))).toEqual({ kind: 'unchanged' });
  });

  it('lets nothing leave a final state: a stale pending after settlement, or a payment after expiry', () => {
    expect(rechargeTransition(charge('paid'), report('pending'))).toEqual({ kind: 'after-final' });
    expect(rechargeTransition(charge('paid'), report('expired'))).toEqual({ kind: 'after-final' });
    expect(rechargeTransition(charge('expired'), report('paid'))).toEqual({ kind: 'after-final' });
    expect(rechargeTransition(charge('failed'), report('paid'))).toEqual({ kind: 'after-final' });
  });

  it('refuses a report for another amount or currency, whatever it says', () => {
    expect(rechargeTransition(charge('pending'), report('paid', { amount: 150_001 }))).toEqual({ kind: 'mismatch' });
    expect(rechargeTransition(charge('pending'), report('paid', { amount: undefined }))).toEqual({ kind: 'mismatch' });
    expect(rechargeTransition(charge('pending'), report('paid', { currency: 'USD' }))).toEqual({ kind: 'mismatch' });
    expect(rechargeTransition(charge('paid'), report('paid', { amount: 1 }))).toEqual({ kind: 'mismatch' });
  });
});

describe('a status check of a pending charge', () => {
  const expiresAt = new Date('2026-11-26T11:00:00Z');
  const pending = { ...charge('pending'), expiresAt };
  const before = new Date(expiresAt.getTime() - 60_000);
  const overdue = new Date(expiresAt.getTime() + LOCAL_EXPIRY_GRACE_MS);

  it("is the gateway's word while the charge has time left", () => {
    expect(reconciledReport(pending, report('paid'), before)).toEqual(report('paid'));
    expect(reconciledReport(pending, report('pending'), before)).toEqual(report('pending'));
    expect(reconciledReport(pending, undefined, before)).toBeUndefined();
  });

  it('expires the charge here once past its expiry and the grace, unless the gateway paid or closed it', () => {
    expect(reconciledReport(pending, report('pending'), overdue)).toEqual(report('expired'));
    expect(reconciledReport(pending, undefined, overdue)).toEqual(report('expired'));
    expect(reconciledReport(pending, report('paid'), overdue)).toEqual(report('paid'));
    expect(reconciledReport(pending, report('failed'), overdue)).toEqual(report('failed'));
    expect(reconciledReport(pending, report('pending'), new Date(overdue.getTime() - 1))).toEqual(report('pending'));
  });
});
