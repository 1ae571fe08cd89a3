import { randomUUID } from 'node:crypto';
import { orderReasons } from '@shop/contracts';
import { AppError, defineWorkflow, localStep, plainRecord, remoteStep, type CommandContext } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';
import { claimCartLines, releaseCartLines, removeCartLines } from '../../db/cart-repository.js';
import { CustomerOrder, type OrderRecord } from '../../db/entities.js';
import { newOrderNumber } from '../../domain/order-number.js';
import { userOf } from '../shared/callers.js';
import { composeCheckout, type Checkout, type CheckoutRequest } from '../shared/checkout.js';

export type PlaceRequest = CheckoutRequest & { expectedTotal: number };

interface CheckoutRun {
  request: PlaceRequest;
  buyerId: string;
  checkout?: Checkout;
  orderIds?: string[];
  orders?: OrderRecord[];
}

/**
 * PlaceOrders, top to bottom:
 *
 * 1. compose the checkout: the cart's selected lines (or the given items), their products, stores,
 *    the delivery address and the fees in force, all read with no transaction open;
 * 2. store its orders, one per store, "placing" (not shown yet) with items, address and fees
 *    snapshotted, and take the cart lines it buys for them (refused as already placed when another
 *    checkout holds or has bought one, a second tab or a double tap with a new key): undone by
 *    dropping them and letting the lines go;
 * 3. reserve each order's stock at the catalog, by order id: undone by releasing them;
 * 4. place them: shown to the buyer, their lines out of the cart.
 *
 * A refused step (stock gone, the quote changed) undoes the steps before it and answers the
 * refusal. A checkout stopped part way (a crash, the catalog down) is taken forward only by the
 * shopper's retry with the same key: one never retried is undone after the placing timeout, and
 * its retry then answers that the quote changed.
 */
export function checkoutWorkflow(deps: Collaborators, settings: { unpaidTimeoutMs: number; placingTimeoutMs: number }) {
  return defineWorkflow('Checkout', {
    begin: (request: PlaceRequest, caller): CheckoutRun => ({ request, buyerId: userOf(caller) }),
    steps: [
      remoteStep<CheckoutRun>('compose', async (run, { em }) => ({ checkout: await composeCheckout(em, deps, run.buyerId, run.request) })),
      localStep<CheckoutRun>('store orders', (context, run) => storeOrders(context, run, settings.unpaidTimeoutMs), dropOrders),
      remoteStep<CheckoutRun>(
        'reserve stock',
        async (run) => {
          for (const draft of ordersOf(run)) await deps.catalog.reserveStock({ reservationId: draft.id, items: draft.items.map(({ productId, quantity }) => ({ productId, quantity })) });
        },
        async (run) => {
          for (const { id } of ordersOf(run)) await deps.catalog.releaseStock({ reservationId: id });
        },
      ),
      localStep<CheckoutRun>('place', placeOrders),
    ],
    finish: (run) => run.orders!,
    giveUpAfterMs: settings.placingTimeoutMs,
    // Undone after so long, it asks the shopper to look at the checkout again.
    givenUpAs: () => new AppError('FAILED_PRECONDITION', orderReasons.quoteChanged),
    resumedBy: 'caller',
  });
}

/** The orders a checkout stores: the ids it gave them, with each store's items. */
function ordersOf(run: CheckoutRun): { id: string; items: { productId: number; quantity: number }[] }[] {
  return run.checkout!.drafts.map((draft, index) => ({ id: run.orderIds![index]!, items: draft.items }));
}

async function storeOrders({ em, now }: CommandContext, run: CheckoutRun, unpaidTimeoutMs: number): Promise<Partial<CheckoutRun>> {
  const checkout = run.checkout!;
  if (!checkout.address) throw new AppError('FAILED_PRECONDITION', orderReasons.deliveryAddressRequired);
  if (checkout.totals.total !== run.request.expectedTotal) throw new AppError('FAILED_PRECONDITION', orderReasons.quoteChanged);
  const payDeadline = new Date(now.getTime() + unpaidTimeoutMs);
  const orderIds = checkout.drafts.map((draft) => {
    const id = randomUUID();
    em.create(CustomerOrder, {
      id,
      orderNo: newOrderNumber(now),
      buyerId: run.buyerId,
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
  const orderOfStore = new Map(checkout.drafts.map((draft, index) => [draft.store.id, orderIds[index]!]));
  const claimed = await claimCartLines(em, run.buyerId, checkout.cartLines.map((line) => ({ ...line, orderId: orderOfStore.get(line.storeId)! })));
  if (!claimed) throw new AppError('FAILED_PRECONDITION', orderReasons.alreadyPlaced);
  return { orderIds };
}

async function dropOrders({ em }: CommandContext, run: CheckoutRun): Promise<void> {
  await em.nativeDelete(CustomerOrder, { id: { $in: run.orderIds! }, placedAt: null });
  await releaseCartLines(em, run.buyerId, run.orderIds!);
}

/** Only this run drives its orders (its lease), so nothing drops them meanwhile: no lock needed. */
async function placeOrders({ em, now }: CommandContext, run: CheckoutRun): Promise<Partial<CheckoutRun>> {
  const orders = await em.find(CustomerOrder, { id: { $in: run.orderIds! } }, { orderBy: { storeId: 'asc' } });
  for (const order of orders) order.placedAt ??= now;
  await removeCartLines(em, run.buyerId, run.checkout!.cartLines);
  return { orders: orders.map(plainRecord) };
}
