import { defineCommand } from '@shop/service-kit';
import { giveBackStock, insertReservation, markReleased } from '../db/stock-repository.js';
import { assertReservationId } from './shared/ids.js';

/**
 * The order service gives a reservation's quantities back, once. An unknown reservation is
 * recorded released, so a reserve arriving after it (a retry that crossed the release) takes nothing.
 */
export const releaseStock = defineCommand(
  'ReleaseStock',
  async ({ em, now }, request: { reservationId: string }): Promise<Record<string, never>> => {
    assertReservationId(request.reservationId);
    let taken = await markReleased(em, request.reservationId, now);
    // A reserve committing between the two statements makes the insert conflict: release what it took.
    if (!taken && !(await insertReservation(em, { id: request.reservationId, items: [], state: 'released', at: now }))) {
      taken = await markReleased(em, request.reservationId, now);
    }
    if (taken) await giveBackStock(em, taken);
    return {};
  },
  { withoutKeyBecause: 'applied once per reservation id' },
);
