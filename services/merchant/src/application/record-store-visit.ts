import { merchantReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { Store } from '../db/entities.js';
import { visitDay } from '../domain/visit-day.js';
import { publishStoreVisited } from '../events/publish/store-visited.js';
import { assertStoreId } from './shared/callers.js';

/**
 * A store's page was opened: publishes StoreVisited for the signed-in user, or for the BFF's
 * anonymous key (prefixed, so it can never equal a user id); the consumer counts one per viewer and day.
 */
export const recordStoreVisit = defineCommand('RecordStoreVisit', async ({ em, now, caller }, request: { storeId: number; anonymousViewer: string }): Promise<void> => {
  assertStoreId(request.storeId);
  const viewer = caller.userId ?? (request.anonymousViewer === '' ? undefined : `anon:${request.anonymousViewer}`);
  if (viewer === undefined || viewer.length > 128) throw new AppError('INVALID_ARGUMENT', 'invalid_request', 'a visit needs a user or an anonymous viewer key');
  if ((await em.count(Store, { id: request.storeId, status: 'active' })) === 0) throw new AppError('NOT_FOUND', merchantReasons.storeNotFound);
  const storeId = String(request.storeId);
  publishStoreVisited(em, storeId, viewer, visitDay(now));
});
