import { RECHARGE_EXPIRY_MINUTES, RECHARGE_MIN_AMOUNT, RECHARGE_PRESETS, rechargeMethods, type RechargeKind, type RechargeMethod } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';

export interface RechargeOptions {
  methods: { method: RechargeMethod; kind: RechargeKind; minAmount: number; maxAmount: number }[];
  presets: number[];
  expiryMinutes: number;
}

/** The methods a recharge can use with their limits, the amount presets and the payment window (the shared money rules). */
export const getRechargeOptions = defineQuery(
  'GetRechargeOptions',
  async (_context, _request: object): Promise<RechargeOptions> => ({
    methods: rechargeMethods.map(({ method, kind, maxAmount }) => ({ method, kind, minAmount: RECHARGE_MIN_AMOUNT, maxAmount })),
    presets: [...RECHARGE_PRESETS],
    expiryMinutes: RECHARGE_EXPIRY_MINUTES,
  }),
);
