import { migrationList } from '@shop/service-kit';
import { Migration20261126120000Payment } from './Migration20261126120000Payment.js';
import { Migration20261201120000OrderPayment } from './Migration20261201120000OrderPayment.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(Migration20261126120000Payment, Migration20261201120000OrderPayment);
