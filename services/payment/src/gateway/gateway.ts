import type { RechargeMethod } from '@shop/contracts';
import type { PayoutReport } from '../domain/payout-status.js';
import type { ChargeReport } from '../domain/recharge-status.js';

/** A charge to open: the recharge is the order (its id the gateway's order id). */
export interface ChargeRequest {
  orderId: string;
  amount: number;
  method: RechargeMethod;
  createdAt: Date;
  expiresAt: Date;
}

/** What the payer needs to pay an opened charge (one of them, by method). */
export interface OpenedCharge {
  transactionId: string;
  vaNumber: string | null;
  billerCode: string | null;
  qrString: string | null;
  redirectUrl: string | null;
}

/** A charge as the gateway reports it; `report` undefined for a status this service does not act on (a refund, say). */
export interface ChargeState {
  gatewayStatus: string;
  report: ChargeReport | undefined;
}

/** A payout to the bank account of an approved withdrawal; `referenceNo` (the withdrawal id) makes a retry create nothing twice. */
export interface PayoutRequest {
  referenceNo: string;
  amount: number;
  bankCode: string;
  accountName: string;
  accountNumber: string;
}

export interface PayoutState {
  gatewayStatus: string;
  report: PayoutReport | undefined;
}

/** The gateway could not be reached or answered with a server error: nothing is known to have happened. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** The gateway refused the request (its reason in the message, safe to keep). */
export class GatewayRefused extends Error {
  override name = 'GatewayRefused';
}

/** The payment gateway, as this service uses it: charges for recharges, payouts for withdrawals. */
export interface PaymentGateway {
  /** Opens a charge; GatewayUnavailable or GatewayRefused otherwise. */
  charge(request: ChargeRequest): Promise<OpenedCharge>;
  /** The charge's state; undefined when the gateway does not know the order. */
  chargeStatus(orderId: string): Promise<ChargeState | undefined>;
  /**
   * The charge opened under the order id, as the payer needs it, while it waits for the payer;
   * undefined when the gateway has none waiting. Only what a status answer carries: a QR string or
   * an app link that only the opening answered stays null.
   */
  openedCharge(orderId: string): Promise<OpenedCharge | undefined>;
  /** Creates the payout, or answers the one already created under its reference. */
  payout(request: PayoutRequest): Promise<PayoutState>;
  /** The payout's state; undefined when the gateway does not know the reference. */
  payoutStatus(referenceNo: string): Promise<PayoutState | undefined>;
}
