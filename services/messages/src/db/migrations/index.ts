import { migrationList } from '@shop/service-kit';
import { Migration20261129164609Messages } from './Migration20261129164609Messages.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(Migration20261129164609Messages);
