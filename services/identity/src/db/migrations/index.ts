import { Migration20261123000000PlatformConfig } from './Migration20261123000000PlatformConfig.js';
import { Migration20261124000000Accounts } from './Migration20261124000000Accounts.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = [
  { name: 'Migration20261123000000PlatformConfig', class: Migration20261123000000PlatformConfig },
  { name: 'Migration20261124000000Accounts', class: Migration20261124000000Accounts },
];
