import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';
import type { RechargeRecord } from '../../db/entities.js';

/** The fund service credits the wallet once, under reference `recharge:<id>`; keyed by user so one wallet's credits keep their order. */
export function publishRechargePaid(em: EntityManager, recharge: RechargeRecord, paidAt: Date): void {
  recordEvent(em, 'payment.recharge.paid.v1', recharge.userId, {
    rechargeId: recharge.id,
    userId: recharge.userId,
    amount: recharge.amount,
    method: recharge.method,
    paidAt: paidAt.toISOString(),
  });
}
