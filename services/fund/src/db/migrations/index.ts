import { migrationList } from '@shop/service-kit';
import { Migration20261127000000Fund } from './Migration20261127000000Fund.js';
import { Migration20261129000000BankCoolOff } from './Migration20261129000000BankCoolOff.js';
import { Migration20261129100000Adjustments } from './Migration20261129100000Adjustments.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(Migration20261127000000Fund, Migration20261129000000BankCoolOff, Migration20261129100000Adjustments);
