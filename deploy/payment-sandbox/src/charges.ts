import { createHash, randomInt, randomUUID } from 'node:crypto';

export const vaBanks = ['bca', 'bni', 'bri', 'permata'] as const;
export type VaBank = (typeof vaBanks)[number];
export type PaymentType = 'bank_transfer' | 'echannel' | 'qris' | 'gopay' | 'shopeepay';
export type TransactionStatus = 'pending' | 'settlement' | 'expire' | 'deny';

/** A charge as the sandbox keeps it (in memory). */
export interface Charge {
  orderId: string;
  transactionId: string;
  paymentType: PaymentType;
  bank: VaBank | undefined;
  /** Whole rupiah. */
  amount: number;
  status: TransactionStatus;
  vaNumber: string | undefined;
  billKey: string | undefined;
  billerCode: string | undefined;
  qrString: string | undefined;
  /** Where an e-wallet's pay page sends the payer back (the charge's callback_url). */
  returnUrl: string | undefined;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | undefined;
}

/** Midtrans' status_code for each transaction status. */
const statusCodes: Record<TransactionStatus, string> = { pending: '201', settlement: '200', expire: '407', deny: '202' };

/** Digits of each bank's virtual account numbers. */
const vaDigits: Record<VaBank, number> = { bca: 11, bni: 16, bri: 15, permata: 18 };

/** The Mandiri bill payment's company (biller) code, fixed as in Midtrans' sandbox. */
export const MANDIRI_BILLER_CODE = '70012';

/** A charge whose amount ends in 999 is refused (`deny`): the failure rule for tests of a refused charge. */
export function isRefusedAmount(amount: number): boolean {
  return amount % 1000 === 999;
}

function digits(count: number): string {
  return Array.from({ length: count }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
}

export type ChargeProblem = { status: number; message: string };

/**
 * A charge from a Core API `POST /v2/charge` body, or the problem with it: the five payment types
 * the payment service uses, a whole-rupiah `gross_amount`, `custom_expiry` (minutes, hours, days
 * or seconds; 24 hours without one).
 */
export function chargeFromRequest(body: unknown, now: Date, payUrl: (orderId: string) => string): Charge | ChargeProblem {
  const request = body as Record<string, Record<string, unknown> | undefined> | null;
  const details = request?.['transaction_details'];
  const orderId = details?.['order_id'];
  const amount = details?.['gross_amount'];
  if (typeof orderId !== 'string' || !/^[\w.~-]{1,50}$/.test(orderId)) return { status: 400, message: 'transaction_details.order_id is required' };
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) return { status: 400, message: 'transaction_details.gross_amount must be a whole number of rupiah' };
  const paymentType = request?.['payment_type'] as unknown;
  const bank = request?.['bank_transfer']?.['bank'];
  if (paymentType === 'bank_transfer' && !vaBanks.includes(bank as VaBank)) return { status: 400, message: 'bank_transfer.bank must be one of bca, bni, bri, permata' };
  if (!['bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay'].includes(paymentType as string)) return { status: 400, message: `payment_type ${String(paymentType)} is not supported` };
  const expiry = expiryOf(request?.['custom_expiry'], now);
  if (!expiry) return { status: 400, message: 'custom_expiry.expiry_duration must be a positive whole number of second, minute, hour or day' };
  const type = paymentType as PaymentType;
  const callback = (request?.[type] as Record<string, unknown> | undefined)?.['callback_url'];
  return {
    orderId,
    transactionId: randomUUID(),
    paymentType: type,
    bank: type === 'bank_transfer' ? (bank as VaBank) : undefined,
    amount,
    status: isRefusedAmount(amount) ? 'deny' : 'pending',
    vaNumber: type === 'bank_transfer' ? digits(vaDigits[bank as VaBank]) : undefined,
    billKey: type === 'echannel' ? digits(12) : undefined,
    billerCode: type === 'echannel' ? MANDIRI_BILLER_CODE : undefined,
    // Scanned with a phone's camera, the QR opens the sandbox's pay page, as a wallet app would.
    qrString: type === 'qris' || type === 'gopay' ? payUrl(orderId) : undefined,
    returnUrl: typeof callback === 'string' ? callback : undefined,
    createdAt: now,
    expiresAt: expiry,
    settledAt: undefined,
  };
}

const units: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

function expiryOf(custom: unknown, now: Date): Date | undefined {
  if (custom === undefined) return new Date(now.getTime() + units['day']!);
  const { expiry_duration: duration, unit } = custom as { expiry_duration?: unknown; unit?: unknown };
  const size = units[String(unit)];
  if (!size || typeof duration !== 'number' || !Number.isSafeInteger(duration) || duration < 1) return undefined;
  return new Date(now.getTime() + duration * size);
}

/** The gateway's monetary value: two decimals. */
export function grossAmount(charge: Charge): string {
  return `${charge.amount}.00`;
}

/** Midtrans' time format (Jakarta wall clock). */
export function jakartaTime(instant: Date): string {
  return new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The fields a charge answer, a status answer and a notification share. */
function transaction(charge: Charge): Record<string, unknown> {
  return {
    status_code: statusCodes[charge.status],
    transaction_id: charge.transactionId,
    order_id: charge.orderId,
    merchant_id: 'SANDBOX',
    gross_amount: grossAmount(charge),
    currency: 'IDR',
    payment_type: charge.paymentType,
    transaction_time: jakartaTime(charge.createdAt),
    transaction_status: charge.status,
    fraud_status: 'accept',
    expiry_time: jakartaTime(charge.expiresAt),
    ...(charge.settledAt ? { settlement_time: jakartaTime(charge.settledAt) } : {}),
    ...(charge.bank && charge.bank !== 'permata' ? { va_numbers: [{ bank: charge.bank, va_number: charge.vaNumber }] } : {}),
    ...(charge.bank === 'permata' ? { permata_va_number: charge.vaNumber } : {}),
    ...(charge.billKey ? { bill_key: charge.billKey, biller_code: charge.billerCode } : {}),
  };
}

/** The answer to `POST /v2/charge`, with the actions a payer follows (QR image, e-wallet redirect). */
export function chargeAnswer(charge: Charge, urls: { pay: string; qr: string }): Record<string, unknown> {
  const actions = [
    ...(charge.qrString ? [{ name: 'generate-qr-code', method: 'GET', url: urls.qr }] : []),
    ...(charge.paymentType === 'gopay' || charge.paymentType === 'shopeepay' ? [{ name: 'deeplink-redirect', method: 'GET', url: urls.pay }] : []),
  ];
  return {
    ...transaction(charge),
    status_message: charge.status === 'deny' ? 'Transaction is denied' : `Success, ${charge.paymentType} transaction is created`,
    ...(charge.qrString && charge.paymentType === 'qris' ? { qr_string: charge.qrString, acquirer: 'gopay' } : {}),
    ...(actions.length > 0 ? { actions } : {}),
  };
}

/** The answer to `GET /v2/{order_id}/status`. */
export function statusAnswer(charge: Charge): Record<string, unknown> {
  return { ...transaction(charge), status_message: 'Success, transaction is found' };
}

/** A notification of the charge as it is now, signed as Midtrans signs: SHA-512 of order_id + status_code + gross_amount + server key. */
export function chargeNotification(charge: Charge, serverKey: string): Record<string, unknown> {
  const body = { ...transaction(charge), status_message: 'midtrans payment notification' };
  return { ...body, signature_key: sha512(`${charge.orderId}${statusCodes[charge.status]}${grossAmount(charge)}${serverKey}`) };
}

export function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}
