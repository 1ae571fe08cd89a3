import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { operatorIdentityEnv } from '@shop/trpc-testing';
import { catalogJourneys, fundJourneys, identityJourneys, merchantJourneys, openMarket, orderJourneys, paymentJourneys, reaching, type Market } from './journeys.js';
import { currentTree, releasedCommit, releasedTree, type StackDeployable } from './released.js';
import { startStack, type Stack } from './stack.js';

// Each team deploys its deployable alone, so for a while one runs at its released version beside
// the others' current ones, or the current one beside released neighbours. Here a stack of the six
// services and the BFF (each its own process) runs one way, and each of them in turn is rolled to
// the other version alone, as its rolling deployment or rollback does (the new instance beside the
// old on the same database and broker, taking the traffic before the old one stops); then its
// journeys run through the BFF (a service's domain's; all of them for the BFF). The released
// version is built from the commit `release/baseline/released.json` names.
const serviceJourneys = {
  identity: identityJourneys,
  catalog: catalogJourneys,
  merchant: merchantJourneys,
  fund: fundJourneys,
  payment: paymentJourneys,
  order: orderJourneys,
};
/** Each deployable's journeys: a service's domain, and all of them for the BFF, which serves every one. */
const journeysOf: Record<StackDeployable, (market: Market) => Promise<void>> = {
  ...serviceJourneys,
  bff: async (market) => {
    for (const journeys of Object.values(serviceJourneys)) await journeys(market);
  },
};
const deployables = Object.keys(journeysOf) as StackDeployable[];
/** Shipped orders wait for the shopper's receipt, reviewed-less ones for the return window, as in production. */
const env = { identity: operatorIdentityEnv, order: { RECEIPT_PERIOD_MS: String(10 * 86_400_000), RETURN_WINDOW_MS: String(7 * 86_400_000) } };

const released = new Map<StackDeployable, string>();

beforeAll(async () => {
  for (const deployable of deployables) released.set(deployable, await releasedTree(releasedCommit(deployable), (line) => console.log(line)));
}, 900_000);

/** Runs the deployable's journeys with it rolled to `tree`, then rolls it back to `back`. */
async function skewedRun(stack: Stack, market: Market, deployable: StackDeployable, tree: string, back: string): Promise<void> {
  await stack.roll(deployable, tree);
  await eventually(() => reaching[deployable](market).then(() => true), 30_000, `the BFF reaching ${deployable} again`);
  try {
    await journeysOf[deployable](market);
  } finally {
    await stack.roll(deployable, back);
  }
}

describe.each([
  { running: 'current', rolled: 'released' },
  { running: 'released', rolled: 'current' },
] as const)('everything $running, one deployable $rolled', ({ running, rolled }) => {
  let stack: Stack;
  let market: Market;
  const treeOf = (version: 'current' | 'released', deployable: StackDeployable) => (version === 'current' ? currentTree : released.get(deployable)!);

  beforeAll(async () => {
    stack = await startStack({
      name: `skew-${running}`,
      bff: true,
      env,
      trees: Object.fromEntries(deployables.map((deployable) => [deployable, treeOf(running, deployable)])),
      laterTrees: deployables.map((deployable) => treeOf(rolled, deployable)),
    });
    market = await openMarket(stack);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it.each(deployables)(`%s ${rolled}: its journeys pass`, async (deployable) => {
    await skewedRun(stack, market, deployable, treeOf(rolled, deployable), treeOf(running, deployable));
    expect([...Object.values(stack.services), stack.bff!.process].flatMap((process) => process.unexpectedExits)).toEqual([]);
  }, 180_000);
});
