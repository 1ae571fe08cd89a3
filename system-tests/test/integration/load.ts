import { randomUUID } from 'node:crypto';
import { paymentV1, type orderV1 } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { withKey, type Stack } from './stack.js';

const { PaymentMethod, OrderPaymentStatus } = paymentV1;

/** What a shopper means to do with the orders of a checkout. */
export type Intent = 'pay-balance' | 'pay-gateway' | 'cancel' | 'leave-unpaid';

/** One shopper's checkout as the load saw it end: what it placed, what it meant, what it was answered. */
export interface Journey {
  buyerId: string;
  intent: Intent;
  /** The orders placed (none when the placement was dropped: a fault outlasted the placing timeout). */
  orders: orderV1.Order[];
  /** The payment as PayOrders answered it. */
  paymentId?: string;
  /** PayOrders came after the orders' pay deadline (a fault held the shopper up): refused, the orders cancel. */
  tooLate?: boolean;
  /**
   * A gateway payment answered expired: the payment service was killed after keeping it and before
   * the gateway had its charge, so reconciliation expired it. Nothing was charged; the orders stay
   * unpaid, as when paying came too late.
   */
  expiredPaymentId?: string;
}

export interface Shop {
  stores: { id: number; ownerId: string }[];
  productIds: number[];
  shoppers: string[];
}

/** Codes a caller meets while a service or its peer is down: the same intent is sent again, with the same key. */
const transientCodes = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'CANCELLED']);
const retryForMs = 90_000;
/** A shopper's pause between checkouts: a steady stream rather than as many as the machine takes. */
const thinkMs = 100;

/** The intents in turn: mostly paid by balance, some by the gateway, some cancelled, some left unpaid. */
const intents: Intent[] = ['pay-balance', 'pay-gateway', 'pay-balance', 'cancel', 'pay-balance', 'pay-balance', 'leave-unpaid', 'pay-balance', 'pay-gateway', 'pay-balance'];

/**
 * Shoppers checking out and paying side by side, as the BFF calls the services: every command under
 * the idempotency key of its intent, sent again while the service (or one it needs) is down, as a
 * client retries. Journeys are counted and kept for the consistency checks; a refusal that is not a
 * fault's doing fails the journey, and the suite.
 */
export class Load {
  readonly journeys: Journey[] = [];
  /** Calls that met a service down and were sent again. */
  transientFailures = 0;
  /** Journeys under way now, by the step they are at. */
  readonly inStep = { place: 0, pay: 0, cancel: 0 };
  readonly failures: string[] = [];
  private stopping = false;
  private next = 0;
  private readonly workers: Promise<void>[];

  constructor(
    private readonly stack: Stack,
    private readonly shop: Shop,
    workers: number,
  ) {
    this.workers = Array.from({ length: workers }, (_, worker) => this.work(worker, workers));
  }

  get done(): number {
    return this.journeys.length;
  }

  /** Lets the journeys under way finish, then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.workers);
  }

  private async work(worker: number, workers: number): Promise<void> {
    // Each worker has its own shoppers: a shopper's checkouts never wait on each other.
    const shoppers = this.shop.shoppers.filter((_, index) => index % workers === worker);
    while (!this.stopping) {
      const n = this.next++;
      try {
        this.journeys.push(await this.journey(shoppers[n % shoppers.length]!, n));
      } catch (error) {
        this.failures.push(`journey ${n}: ${error instanceof AppError ? `${error.code} ${error.reason} ${error.message}` : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, thinkMs));
    }
  }

  private async journey(buyerId: string, n: number): Promise<Journey> {
    const intent = intents[n % intents.length]!;
    const { stores, productIds } = this.shop;
    // One or two stores: a checkout of two makes two orders, paid together.
    const chosen = n % 3 === 0 ? [stores[n % stores.length]!, stores[(n + 1) % stores.length]!] : [stores[n % stores.length]!];
    const items = { fromCart: false, items: chosen.map((store, i) => ({ productId: productIds[(n + i) % productIds.length]!, storeId: store.id, quantity: 1 + ((n + i) % 3) })) };
    const order = this.stack.order(buyerId);

    const orders = await this.step('place', async () => {
      const { quote } = await this.persist(() => order.quoteCheckout({ items, addressId: 0, lang: 'en' }));
      const placeKey = withKey(randomUUID());
      try {
        return (await this.persist(() => order.placeOrders({ items, addressId: 0, lang: 'en', expectedTotal: quote!.total }, placeKey))).orders;
      } catch (error) {
        // The order service down longer than the placing timeout: the checkout was undone, and nothing was kept.
        if (error instanceof AppError && error.reason === 'quote_changed' && this.transientFailures > 0) return [];
        throw error;
      }
    });
    if (orders.length === 0) return { buyerId, intent, orders };

    if (intent === 'leave-unpaid') return { buyerId, intent, orders };
    if (intent === 'cancel') {
      await this.step('cancel', async () => {
        for (const placed of orders) {
          const key = withKey(randomUUID());
          await this.persist(() => order.cancelMyOrder({ id: placed.id }, key));
        }
      });
      return { buyerId, intent, orders };
    }

    const method = intent === 'pay-balance' ? PaymentMethod.PAYMENT_METHOD_BALANCE : PaymentMethod.PAYMENT_METHOD_BCA_VA;
    const payKey = withKey(randomUUID());
    let expiredPaymentId: string | undefined;
    const payment = await this.step('pay', async () => {
      const pay = () => this.stack.payment(buyerId).payOrders({ orderIds: orders.map((placed) => placed.id), method }, payKey);
      const answer = (
        await this.persist(pay).catch((error: unknown) => {
          const deadline = Math.min(...orders.map((placed) => Date.parse(placed.payDeadline)));
          if (error instanceof AppError && error.reason === 'order_not_payable' && Date.now() >= deadline) return undefined;
          throw error;
        })
      )?.payment;
      if (!answer) return undefined;
      if (intent === 'pay-gateway' && answer.status === OrderPaymentStatus.ORDER_PAYMENT_STATUS_EXPIRED && this.transientFailures > 0) {
        expiredPaymentId = answer.id;
        return undefined;
      }
      const expected = intent === 'pay-balance' ? OrderPaymentStatus.ORDER_PAYMENT_STATUS_PAID : OrderPaymentStatus.ORDER_PAYMENT_STATUS_PENDING;
      if (answer.status !== expected) throw new Error(`payment ${answer.id} answered status ${answer.status}, not ${expected}`);
      // The payer pays at the gateway; its notification reaches the payment service (retried while it is down).
      if (intent === 'pay-gateway') this.stack.sandbox.pay(answer.id);
      return answer;
    });
    if (payment) return { buyerId, intent, orders, paymentId: payment.id };
    return { buyerId, intent, orders, tooLate: true, ...(expiredPaymentId ? { expiredPaymentId } : {}) };
  }

  private async step<T>(name: keyof Load['inStep'], work: () => Promise<T>): Promise<T> {
    this.inStep[name] += 1;
    try {
      return await work();
    } finally {
      this.inStep[name] -= 1;
    }
  }

  /** The call, sent again (the same request, the same key) while it meets a service down. */
  private async persist<T>(call: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + retryForMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof AppError) || !transientCodes.has(error.code) || Date.now() > deadline) throw error;
        this.transientFailures += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
      }
    }
  }
}
