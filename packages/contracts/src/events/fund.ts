import { z } from 'zod';

/**
 * An operator approved a withdrawal: the payment service pays `netAmount` out to the bank account
 * (personal data: the account number travels only on this topic) and answers with
 * payment.payout.settled.v1.
 */
export const withdrawalApprovedV1 = z.object({
  withdrawalId: z.uuid(),
  userId: z.uuid(),
  netAmount: z.number().int().positive(),
  bankCode: z.string().min(1),
  accountName: z.string().min(1),
  accountNumber: z.string().regex(/^\d{6,20}$/),
});
