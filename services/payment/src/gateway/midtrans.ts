import { z } from 'zod';
import { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeState, type OpenedCharge, type PaymentGateway, type PayoutRequest, type PayoutState } from './gateway.js';
import { chargeOptionsOf, chargeStateOf, jakartaOrderTime, monetaryValue, payoutStateOf, rechargeStatusOf } from './midtrans-codes.js';

export interface MidtransSettings {
  /** Core API base URL: https://api.midtrans.com (production), https://api.sandbox.midtrans.com, or the local sandbox. */
  apiUrl: string;
  serverKey: string;
  /** Payouts (Iris) base URL: https://app.midtrans.com/iris, https://app.sandbox.midtrans.com/iris, or the local sandbox's /iris. */
  payoutUrl: string;
  payoutKey: string;
  timeoutMs: number;
  /** Where an e-wallet app sends the payer back after paying; none: the app's own ending. */
  returnUrl: string | undefined;
}

/** The Core API's answer to a charge or a status check: what this service reads of it. */
const transactionAnswer = z.object({
  status_code: z.string(),
  status_message: z.string().optional(),
  transaction_id: z.string().optional(),
  transaction_status: z.string().optional(),
  fraud_status: z.string().optional(),
  gross_amount: z.string().optional(),
  currency: z.string().optional(),
  va_numbers: z.array(z.object({ bank: z.string(), va_number: z.string() })).optional(),
  permata_va_number: z.string().optional(),
  bill_key: z.string().optional(),
  biller_code: z.string().optional(),
  qr_string: z.string().optional(),
  actions: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
});
type TransactionAnswer = z.infer<typeof transactionAnswer>;

/** What the payer needs of a charge, as an answer carries it. */
const openedChargeOf = (answer: TransactionAnswer, transactionId: string): OpenedCharge => ({
  transactionId,
  vaNumber: answer.va_numbers?.[0]?.va_number ?? answer.permata_va_number ?? answer.bill_key ?? null,
  billerCode: answer.biller_code ?? null,
  qrString: answer.qr_string ?? null,
  redirectUrl: answer.actions?.find((action) => action.name === 'deeplink-redirect')?.url ?? null,
});

const payoutAnswer = z.object({
  reference_no: z.string(),
  status: z.string(),
  amount: z.string().optional(),
  error_code: z.string().optional(),
  error_message: z.string().optional(),
});
const payoutsCreated = z.object({ payouts: z.array(z.object({ reference_no: z.string(), status: z.string() })).min(1) });
const payoutRefusal = z.object({ error_message: z.string().optional(), errors: z.unknown().optional() });

/**
 * The Midtrans-style adapter: the Core API for charges (`POST /v2/charge`, `GET /v2/{order_id}/status`)
 * and Iris-style payouts (`POST /api/v1/payouts`, `GET /api/v1/payouts/{reference_no}`), HTTP Basic
 * with the key as user name. The same code talks to Midtrans and to the local sandbox.
 */
export function midtransGateway(settings: MidtransSettings): PaymentGateway {
  const request = async (method: 'GET' | 'POST', url: string, key: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(`${method} ${new URL(url).pathname}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    // A key the gateway refuses is an outage for this service, not a refusal of the payer's request.
    if (response.status >= 500 || response.status === 401 || response.status === 403) throw new GatewayUnavailable(`${method} ${new URL(url).pathname}: HTTP ${response.status}`);
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      throw new GatewayUnavailable(`${method} ${new URL(url).pathname}: HTTP ${response.status} without JSON`);
    }
  };

  const transaction = (json: unknown): TransactionAnswer => {
    const parsed = transactionAnswer.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailable(`unexpected Core API answer: ${parsed.error.message}`);
    const code = Number(parsed.data.status_code);
    if (code >= 500 || code === 401) throw new GatewayUnavailable(`Core API status_code ${parsed.data.status_code}: ${parsed.data.status_message ?? ''}`);
    return parsed.data;
  };

  return {
    async charge(charge: ChargeRequest): Promise<OpenedCharge> {
      // In whole seconds, rounded down: an order payment's charge must not outlive the orders' pay
      // deadline, and one opened less than a minute before it would round to no time at all in minutes.
      const seconds = Math.max(1, Math.floor((charge.expiresAt.getTime() - charge.createdAt.getTime()) / 1000));
      const { json } = await request('POST', `${settings.apiUrl}/v2/charge`, settings.serverKey, {
        ...chargeOptionsOf(charge.method, settings.returnUrl),
        transaction_details: { order_id: charge.orderId, gross_amount: charge.amount },
        custom_expiry: { order_time: jakartaOrderTime(charge.createdAt), expiry_duration: seconds, unit: 'second' },
      });
      const answer = transaction(json);
      const opened = answer.status_code === '200' || answer.status_code === '201';
      if (!opened || rechargeStatusOf(answer.transaction_status ?? '', answer.fraud_status) !== 'pending' || !answer.transaction_id) {
        throw new GatewayRefused(`charge refused: ${answer.status_code} ${answer.transaction_status ?? ''} ${answer.status_message ?? ''}`.trim());
      }
      return openedChargeOf(answer, answer.transaction_id);
    },

    async openedCharge(orderId: string): Promise<OpenedCharge | undefined> {
      const { status, json } = await request('GET', `${settings.apiUrl}/v2/${encodeURIComponent(orderId)}/status`, settings.serverKey);
      const answer = transaction(json);
      if (status === 404 || answer.status_code === '404' || !answer.transaction_id) return undefined;
      if (rechargeStatusOf(answer.transaction_status ?? '', answer.fraud_status) !== 'pending') return undefined;
      return openedChargeOf(answer, answer.transaction_id);
    },

    async chargeStatus(orderId: string): Promise<ChargeState | undefined> {
      const { status, json } = await request('GET', `${settings.apiUrl}/v2/${encodeURIComponent(orderId)}/status`, settings.serverKey);
      const answer = transaction(json);
      if (status === 404 || answer.status_code === '404') return undefined;
      if (answer.transaction_status === undefined) throw new GatewayUnavailable(`status of ${orderId}: ${answer.status_code} ${answer.status_message ?? ''}`);
      return chargeStateOf(answer);
    },

    async payout(payout: PayoutRequest): Promise<PayoutState> {
      const { status, json } = await request('POST', `${settings.payoutUrl}/api/v1/payouts`, settings.payoutKey, {
        payouts: [
          {
            reference_no: payout.referenceNo,
            beneficiary_name: payout.accountName,
            beneficiary_account: payout.accountNumber,
            beneficiary_bank: payout.bankCode,
            amount: monetaryValue(payout.amount),
            notes: `Withdrawal ${payout.referenceNo}`,
          },
        ],
      });
      if (status >= 400) {
        const refusal = payoutRefusal.safeParse(json);
        throw new GatewayRefused(refusal.success && refusal.data.error_message ? refusal.data.error_message : `payout refused: HTTP ${status}`);
      }
      const created = payoutsCreated.safeParse(json);
      if (!created.success) throw new GatewayUnavailable(`unexpected payout answer: ${created.error.message}`);
      return payoutStateOf(created.data.payouts[0]!, payout.amount);
    },

    async payoutStatus(referenceNo: string): Promise<PayoutState | undefined> {
      const { status, json } = await request('GET', `${settings.payoutUrl}/api/v1/payouts/${encodeURIComponent(referenceNo)}`, settings.payoutKey);
      if (status === 404) return undefined;
      const answer = payoutAnswer.safeParse(json);
      if (!answer.success) throw new GatewayUnavailable(`unexpected payout status answer: ${answer.error.message}`);
      return payoutStateOf(answer.data);
    },
  };
}
