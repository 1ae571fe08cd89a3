import { migrationList } from '@shop/service-kit';
import { Migration20261123000000PlatformConfig } from './Migration20261123000000PlatformConfig.js';
import { Migration20261124000000Accounts } from './Migration20261124000000Accounts.js';
import { Migration20261125000000AddressRequestId } from './Migration20261125000000AddressRequestId.js';
import { Migration20261125100000UserRoles } from './Migration20261125100000UserRoles.js';
import { Migration20261129000000SigninGuard } from './Migration20261129000000SigninGuard.js';
import { Migration20261129100000CodeDeliveryId } from './Migration20261129100000CodeDeliveryId.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(
  Migration20261123000000PlatformConfig,
  Migration20261124000000Accounts,
  Migration20261125000000AddressRequestId,
  Migration20261125100000UserRoles,
  Migration20261129000000SigninGuard,
  Migration20261129100000CodeDeliveryId,
);
