import { defineCommand, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { selectCartLines as setSelected } from '../db/cart-repository.js';
import { cartChange, type CartChange } from './cart-view.js';
import { userOf } from './shared/callers.js';

type SelectRequest = { storeId: number; selected: boolean; lang: string };

/** Selects or deselects every line of the cart, or of one store (store id 0: every store). */
export function selectCartLines(runner: UseCaseRunner, deps: Collaborators): CartChange<SelectRequest> {
  return cartChange(runner, deps, {
    command: () =>
      defineCommand('SelectCartLines', async ({ em, caller }, request: SelectRequest): Promise<void> => {
        await setSelected(em, userOf(caller), request.storeId === 0 ? undefined : request.storeId, request.selected);
      }),
  });
}
