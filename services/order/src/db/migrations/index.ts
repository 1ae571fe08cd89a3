import { migrationList } from '@shop/service-kit';
import { Migration20261210120000Orders } from './Migration20261210120000Orders.js';
import { Migration20261220100000GoodsCostDue } from './Migration20261220100000GoodsCostDue.js';
import { Migration20270105100000GoodsCostWorkflows } from './Migration20270105100000GoodsCostWorkflows.js';
import { Migration20270112100000ItemMerchantPrice } from './Migration20270112100000ItemMerchantPrice.js';
import { Migration20270120100000CartLineClaims } from './Migration20270120100000CartLineClaims.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(Migration20261210120000Orders, Migration20261220100000GoodsCostDue, Migration20270105100000GoodsCostWorkflows, Migration20270112100000ItemMerchantPrice, Migration20270120100000CartLineClaims);
