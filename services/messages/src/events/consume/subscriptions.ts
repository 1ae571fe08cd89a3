import type { EventHandlers } from '@shop/service-kit';

/** Every event this service consumes, in one place: none yet (list them in the manifest too). */
export function subscriptions(): EventHandlers {
  return {};
}
