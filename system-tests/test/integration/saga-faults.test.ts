import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { expectConsistent, settled, type Baseline } from './consistency.js';
import { Load, type Shop } from './load.js';
import { startStack, type ServiceName, type Stack } from './stack.js';

// The order saga (checkout → payment → goods cost → shipping → receipt → completion → profit) over
// the six services as processes, with shoppers checking out and paying all along while a service is
// killed (SIGKILL: whatever it was doing is lost) and started again, and while the broker is down
// for 30 s. After each fault, once the saga has settled, every order, payment, posting, stock count
// and sales figure must add up.
let stack: Stack;
let shop: Shop;
const baseline: Baseline = { credits: new Map(), stock: new Map(), productSales: new Map() };
const WALLET = 1_000_000_000;
const STOCK = 100_000;
const WORKERS = 3;

beforeAll(async () => {
  stack = await startStack({ name: 'saga' });
  const productIds = stack.productIds.slice(0, 3);
  await stack.sql('update @catalog.product set stock = $1 where id = any($2)', [STOCK, productIds]);
  for (const product of await stack.sql<{ id: string; stock: number; sales: number }>('select id, stock, sales from @catalog.product where id = any($1)', [productIds])) {
    baseline.stock.set(Number(product.id), product.stock);
    baseline.productSales.set(Number(product.id), product.sales);
  }
  // Stores that pay goods costs automatically, with owners whose balance always covers them.
  const stores = await Promise.all([0, 1, 2].map(() => stack.newStore(productIds, { autoPay: true })));
  const shoppers = await Promise.all(Array.from({ length: WORKERS * 2 }, () => stack.newShopper()));
  for (const userId of [...stores.map((store) => store.ownerId), ...shoppers]) {
    await stack.credit(userId, WALLET);
    baseline.credits.set(userId, WALLET);
  }
  shop = { stores, productIds, shoppers };
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const journeys: Load['journeys'] = [];

/** Runs shoppers through `fault`, lets the journeys under way finish, waits for the saga to settle, then checks it all. */
async function underLoad(scenario: string, fault: (load: Load) => Promise<void>): Promise<void> {
  const started = Date.now();
  const load = new Load(stack, shop, WORKERS);
  try {
    await fault(load);
  } finally {
    await load.stop();
    journeys.push(...load.journeys);
  }
  const stopped = Date.now();
  expect(load.failures).toEqual([]);
  await settled(stack);
  const seconds = (from: number, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;
  const intents = new Map<string, number>();
  for (const { intent } of load.journeys) intents.set(intent, (intents.get(intent) ?? 0) + 1);
  console.log(`${scenario}: ${load.done} checkouts (${[...intents].map(([intent, count]) => `${count} ${intent}`).join(', ')}), ${load.transientFailures} calls sent again; under load ${seconds(started, stopped)}, settled ${seconds(stopped)} later`);
  await expectConsistent(stack, journeys, baseline);
}

/** Orders past payment and not yet completed: the saga is under way. */
const sagasUnderWay = async () => {
  const [row] = await stack.sql<{ count: string }>(`select count(*) from @order.customer_order where status in ('pending_shipment', 'pending_receipt', 'pending_review')`);
  return Number(row!.count);
};

/** Waits until shoppers are paying and orders are moving, then kills the service; starts it again once the shoppers have felt it gone. */
async function killMidSaga(load: Load, name: ServiceName): Promise<void> {
  const service = stack.services[name];
  await eventually(async () => load.done >= 4 && load.inStep.pay > 0 && (await sagasUnderWay()) > 0, 60_000, 'payments and sagas under way');
  await service.kill();
  const failures = load.transientFailures;
  // Down long enough for callers to have retried a few times and for the jobs of others to have failed on it.
  await eventually(() => load.transientFailures >= failures + 3, 30_000, `shoppers meeting ${name} down`);
  await service.start();
  const done = load.done;
  await eventually(() => load.done >= done + 4, 60_000, `journeys completing after ${name} came back`);
}

describe('the order saga under faults', () => {
  it('the order service killed mid-saga loses nothing', async () => {
    await underLoad('order killed', (load) => killMidSaga(load, 'order'));
  }, 240_000);

  it('the payment service killed mid-saga loses nothing', async () => {
    await underLoad('payment killed', (load) => killMidSaga(load, 'payment'));
  }, 240_000);

  it('the fund service killed mid-saga loses nothing', async () => {
    await underLoad('fund killed', (load) => killMidSaga(load, 'fund'));
  }, 240_000);

  it('the broker stopped for 30 s while orders are placed and paid (and the order service restarted meanwhile) loses nothing', async () => {
    await underLoad('broker stopped 30 s', async (load) => {
      await eventually(async () => load.done >= 4 && (await sagasUnderWay()) > 0, 60_000, 'sagas under way');
      const outage = new Promise((resolve) => setTimeout(resolve, 30_000));
      await stack.broker.local!.halt();
      const haltedAt = new Date();
      const done = load.done;
      // The outage itself: shoppers go on placing and paying for 30 s with no broker. A service
      // (re)started meanwhile, as a deployment or a crash would, serves them too: it needs no broker
      // to take orders and payments, only to pass their events on later.
      // A payment now reaches the order service only after the broker is back, past its orders' pay
      // deadline: they cancel meanwhile, and the payment is refunded.
      await eventually(
        async () => load.done >= done + 2 && (await stack.sql(`select 1 from @payment.order_payment where status = 'paid' and paid_at > $1`, [haltedAt])).length > 0,
        20_000,
        'checkouts paid during the outage',
      );
      await stack.services.order.kill();
      await stack.services.order.start();
      const restarted = load.done;
      await eventually(() => load.done >= restarted + 2, 20_000, 'checkouts through the order service started during the outage');
      await outage;
      const [waiting] = await stack.sql<{ count: string }>(`select count(*) from @payment.outbox where type = 'payment.order.paid.v1' and published_at is null`);
      expect(Number(waiting!.count)).toBeGreaterThan(0);
      const resuming = Date.now();
      await stack.broker.local!.resume();
      console.log(`broker serving again ${((Date.now() - resuming) / 1000).toFixed(1)} s after its restart began`);
      const resumed = load.done;
      await eventually(() => load.done >= resumed + 4, 60_000, 'journeys completing after the broker came back');
    });
    const [refunded] = await stack.sql<{ count: string }>('select count(*) from @order.customer_order where refunded_at is not null');
    expect(Number(refunded!.count)).toBeGreaterThan(0);
  }, 300_000);
});
