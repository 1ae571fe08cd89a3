import type { BuyerOrderTab, GoodsCostStatus, MerchantOrderTab, OrderStatus } from '@shop/contracts';

/** What moves an order, and from which states to which. */
const transitions = {
  pay: { from: ['pending_payment'], to: 'pending_shipment' },
  cancel: { from: ['pending_payment'], to: 'cancelled' },
  ship: { from: ['pending_shipment'], to: 'pending_receipt' },
  confirmReceipt: { from: ['pending_receipt'], to: 'pending_review' },
  complete: { from: ['pending_review'], to: 'completed' },
  requestReturn: { from: ['pending_review'], to: 'return_requested' },
  approveReturn: { from: ['return_requested'], to: 'return_approved' },
  refuseReturn: { from: ['return_requested'], to: 'pending_review' },
  refund: { from: ['return_approved'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderAction = keyof typeof transitions;

/** The state `action` moves an order in `status` to; undefined when it does not apply there. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | undefined {
  const transition = transitions[action];
  return (transition.from as readonly OrderStatus[]).includes(status) ? transition.to : undefined;
}

/** The states `action` applies in (for conditional updates). */
export function statusesFor(action: OrderAction): readonly OrderStatus[] {
  return transitions[action].from;
}

/** The statuses a buyer tab lists; undefined for every order. */
export function buyerTabStatuses(tab: BuyerOrderTab): readonly OrderStatus[] | undefined {
  return tab === 'all' ? undefined : [tab];
}

/** Which paid orders a merchant tab lists: by status, by goods cost status, or both. */
export interface MerchantTabFilter {
  statuses?: readonly OrderStatus[];
  goodsCost?: readonly GoodsCostStatus[];
}

export function merchantTabFilter(tab: MerchantOrderTab): MerchantTabFilter {
  switch (tab) {
    case 'all':
      return {};
    case 'pending_payment':
      return { goodsCost: ['awaiting'] };
    case 'shipping':
      return { statuses: ['pending_shipment', 'pending_receipt'], goodsCost: ['paid'] };
    case 'after_sales':
      return { statuses: ['pending_review', 'completed', 'return_requested', 'return_approved', 'refunded'] };
  }
}

/** Whether a paid order falls in a merchant tab (the filter's meaning, for one order). */
export function inMerchantTab(order: { status: OrderStatus; goodsCostStatus: GoodsCostStatus }, tab: MerchantOrderTab): boolean {
  const filter = merchantTabFilter(tab);
  return (!filter.statuses || filter.statuses.includes(order.status)) && (!filter.goodsCost || filter.goodsCost.includes(order.goodsCostStatus));
}
