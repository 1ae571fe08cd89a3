import { Migration20261123000000PlatformConfig } from './Migration20261123000000PlatformConfig.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = [{ name: 'Migration20261123000000PlatformConfig', class: Migration20261123000000PlatformConfig }];
