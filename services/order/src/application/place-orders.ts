import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { orderReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery, type CallInfo, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { removeCartLines } from '../db/cart-repository.js';
import { CustomerOrder, type OrderRecord } from '../db/entities.js';
import { newOrderNumber } from '../domain/order-number.js';
import { userOf } from './callers.js';
import { composeCheckout, type Checkout, type CheckoutRequest } from './checkout.js';

type PlaceRequest = CheckoutRequest & { expectedTotal: number };

interface StoredPlacement {
  orderIds: string[];
  cartLines: { storeId: number; productId: number }[];
}

/**
 * The checkout as composed before any transaction (every remote read done), or the domain refusal
 * composing met: that refusal becomes the key's outcome unless the key already has one, so a retry
 * of a placed checkout (its cart lines gone) still gets the placed orders.
 */
type Composed = { checkout: Checkout } | { refusal: AppError };

/**
 * Step one: the orders of a checkout, one per store, stored "placing" (not yet shown) with their
 * items, address and fee values snapshotted. Kept per idempotency key, so a retry names the same orders.
 */
function storePlacement(composed: Composed, unpaidTimeoutMs: number) {
  return defineCommand('PlaceOrders', async ({ em, now, caller }, request: PlaceRequest): Promise<StoredPlacement> => {
    if ('refusal' in composed) throw composed.refusal;
    const { checkout } = composed;
    const buyerId = userOf(caller);
    if (!checkout.address) throw new AppError('FAILED_PRECONDITION', orderReasons.deliveryAddressRequired);
    if (checkout.totals.total !== request.expectedTotal) throw new AppError('FAILED_PRECONDITION', orderReasons.quoteChanged);
    const payDeadline = new Date(now.getTime() + unpaidTimeoutMs);
    const orderIds = checkout.drafts.map((draft) => {
      const id = randomUUID();
      em.create(CustomerOrder, {
        id,
        orderNo: newOrderNumber(now),
        buyerId,
        storeId: draft.store.id,
        storeName: draft.store.name,
        storeOwnerId: draft.store.ownerId,
        status: 'pending_payment',
        goodsCostStatus: 'not_due',
        items: draft.items,
        address: checkout.address!,
        ...draft.amounts,
        goodsCost: draft.goodsCost,
        serviceFeeBp: checkout.rates.serviceFeeBp,
        shippingFeeRate: checkout.rates.shippingFee,
        vatBp: checkout.rates.vatBp,
        createdAt: now,
        updatedAt: now,
        payDeadline,
      });
      return id;
    });
    return { orderIds, cartLines: checkout.cartLines };
  });
}

/** Step three: the reserved orders are placed (shown to the buyer) and their lines leave the cart; none left means they were dropped. */
export const confirmPlacement = defineCommand(
  'ConfirmPlacement',
  async ({ em, now, caller }, placement: StoredPlacement): Promise<OrderRecord[]> => {
    const buyerId = userOf(caller);
    // Locked: the sweep may hold one (skip locked) to drop it, a slow placement past the placing
    // timeout; read unlocked, the order was answered as placed while the sweep deleted it.
    const orders = await em.find(CustomerOrder, { id: { $in: placement.orderIds }, buyerId }, { orderBy: { storeId: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (orders.length < placement.orderIds.length) throw new AppError('FAILED_PRECONDITION', orderReasons.insufficientStock);
    for (const order of orders) order.placedAt ??= now;
    await removeCartLines(em, buyerId, placement.cartLines);
    return orders;
  },
  { withoutKeyBecause: 'placing a placed order changes nothing' },
);

/** Drops orders still placing (their reservations released first): a failed placement, or one a crash left behind. */
export const dropPlacing = defineCommand(
  'DropPlacing',
  async ({ em }, request: { orderIds: string[] }): Promise<number> => em.nativeDelete(CustomerOrder, { id: { $in: request.orderIds }, placedAt: null }),
  { withoutKeyBecause: 'dropping dropped orders changes nothing' },
);

/**
 * PlaceOrders: compose the checkout (the cart, products, stores, address and fees read with no
 * transaction open, so no connection waits on the network), store the orders (committed, so a
 * crash before step three leaves them for the sweep), reserve each one's stock at the catalog
 * (idempotent by order id), then place them. A failed reservation releases every one of them and
 * drops the orders: nothing is kept.
 */
export function placeOrders(runner: UseCaseRunner, deps: Collaborators, unpaidTimeoutMs: number) {
  const compose = defineQuery('ComposeCheckout', ({ em, caller }, request: CheckoutRequest) => composeCheckout(em, deps, userOf(caller), request));
  return async (request: PlaceRequest, call: CallInfo): Promise<OrderRecord[]> => {
    const composed: Composed = await runner.query(compose, request, call).then(
      (checkout) => ({ checkout }),
      (error: unknown) => {
        if (error instanceof AppError && error.code !== 'UNAVAILABLE') return { refusal: error };
        throw error;
      },
    );
    const placement = await runner.command(storePlacement(composed, unpaidTimeoutMs), request, call);
    try {
      for (const order of await runner.query(findPlacing, placement, call)) {
        await deps.catalog.reserveStock({ reservationId: order.id, items: order.items.map(({ productId, quantity }) => ({ productId, quantity })) });
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'FAILED_PRECONDITION') throw error;
      for (const reservationId of placement.orderIds) await deps.catalog.releaseStock({ reservationId });
      await runner.command(dropPlacing, { orderIds: placement.orderIds }, call);
      throw error;
    }
    return runner.command(confirmPlacement, placement, call);
  };
}

/** The orders of a placement still placing (none on a retry of a placed or dropped one). */
const findPlacing = defineQuery('FindPlacing', (context, placement: StoredPlacement) =>
  context.em.find(CustomerOrder, { id: { $in: placement.orderIds }, placedAt: null }),
);
