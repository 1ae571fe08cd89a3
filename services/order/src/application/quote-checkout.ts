import type { orderV1 } from '@shop/contracts';
import { defineQuery } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { userOf } from './shared/callers.js';
import { composeCheckout, toQuote, type CheckoutRequest } from './shared/checkout.js';

/** What placing would charge now; nothing is kept. */
export function quoteCheckout(deps: Collaborators) {
  return defineQuery('QuoteCheckout', async ({ em, caller }, request: CheckoutRequest): Promise<{ quote: orderV1.Quote }> => ({ quote: toQuote(await composeCheckout(em, deps, userOf(caller), request)) }));
}
