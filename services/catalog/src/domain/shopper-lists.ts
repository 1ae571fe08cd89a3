/** How many products a shopper's collection holds at most (`collection_full` beyond). */
export const COLLECTION_CAPACITY = 1000;

/**
 * How many products a shopper's footprint keeps: the newest views; older ones fall off as new
 * products are viewed, so the table grows with shoppers, not with views.
 */
export const FOOTPRINT_KEPT = 200;

/** Keyset page sizes (0 on the wire takes the fallback). */
export const SHOPPER_LIST_PAGE = { fallback: 20, max: 50 } as const;
export const REVIEW_PAGE = { fallback: 10, max: 50 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The shopper a product view is for, when it has one: only a signed-in viewer (a user id) keeps a
 * footprint. Anything else (a visitor, an id of another shape) has none.
 */
export function footprintOwner(viewerId: string | null): string | undefined {
  return viewerId !== null && UUID.test(viewerId) ? viewerId : undefined;
}
