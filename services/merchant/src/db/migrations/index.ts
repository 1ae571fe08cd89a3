import { migrationList } from '@shop/service-kit';
import { Migration20261125000000Merchant } from './Migration20261125000000Merchant.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(Migration20261125000000Merchant);
