import { createWorkflowEngine, type CallInfo, type Clock, type EnclosingWork, type Logger, type Orm, type StepProgress, type WorkflowEngine } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';
import type { OrderRecord } from '../../db/entities.js';
import { checkoutWorkflow, type PlaceRequest } from './checkout.js';
import { goodsCostWorkflow } from './goods-cost.js';
import { stockReleaseWorkflow } from './stock-release.js';

/** Starts the goods cost of an order just paid, within the work that records the payment. */
export type StartGoodsCost = (work: EnclosingWork, order: OrderRecord) => Promise<void>;
/** Starts giving an order's stock back, within the work that cancels or refunds it. */
export type StartStockRelease = (work: EnclosingWork, orderId: string) => Promise<void>;

/** The order service's workflows, driven by one engine: the multi-step part of the order lifecycle. */
export interface OrderWorkflows {
  engine: WorkflowEngine;
  placeOrders(request: PlaceRequest, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<OrderRecord[]>;
  startGoodsCost: StartGoodsCost;
  startStockRelease: StartStockRelease;
}

export interface OrderWorkflowSettings {
  unpaidTimeoutMs: number;
  placingTimeoutMs: number;
  clock: Clock;
  logger: Logger;
  onProgress?: ((progress: StepProgress) => Promise<void> | void) | undefined;
}

export function orderWorkflows(orm: Orm, deps: Collaborators, settings: OrderWorkflowSettings): OrderWorkflows {
  const checkout = checkoutWorkflow(deps, settings);
  const goodsCost = goodsCostWorkflow(deps);
  const stockRelease = stockReleaseWorkflow(deps);
  const engine = createWorkflowEngine(orm, {
    service: 'order',
    workflows: [checkout, goodsCost, stockRelease],
    clock: settings.clock,
    logger: settings.logger,
    onProgress: settings.onProgress,
  });
  return {
    engine,
    placeOrders: (request, call) => engine.run(checkout, request, call),
    startGoodsCost: (work, { id, orderNo, storeId, storeOwnerId, goodsCost: cost }) => engine.startWithin(work, goodsCost, id, { id, orderNo, storeId, storeOwnerId, goodsCost: cost }),
    startStockRelease: (work, orderId) => engine.startWithin(work, stockRelease, orderId, { orderId }),
  };
}
