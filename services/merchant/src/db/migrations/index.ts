import { migrationList } from '@shop/service-kit';
import { Migration20261125000000Merchant } from './Migration20261125000000Merchant.js';
import { Migration20261201100000CollectionVersion } from './Migration20261201100000CollectionVersion.js';
import { Migration20261215000000StoreRatingSums } from './Migration20261215000000StoreRatingSums.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(Migration20261125000000Merchant, Migration20261201100000CollectionVersion, Migration20261215000000StoreRatingSums);
