import { defineQuery } from '@shop/service-kit';
import { latestApplication } from '../db/application-repository.js';
import type { ApplicationRecord } from '../db/entities.js';
import { userOf } from './shared/callers.js';

/** The caller's most recent application, or null if they never applied. */
export const getMyApplication = defineQuery('GetMyApplication', async ({ em, caller }, _request: object): Promise<ApplicationRecord | null> =>
  latestApplication(em, userOf(caller)),
);
