import { migrationList } from '@shop/service-kit';
import { Migration20261123000000Catalog } from './Migration20261123000000Catalog.js';
import { Migration20261125100000Listings } from './Migration20261125100000Listings.js';
import { Migration20261126100000SellerIndex } from './Migration20261126100000SellerIndex.js';
import { Migration20261126200000Search } from './Migration20261126200000Search.js';
import { Migration20261127100000ProductImages } from './Migration20261127100000ProductImages.js';
import { Migration20261201100000ShopperLists } from './Migration20261201100000ShopperLists.js';
import { Migration20261202100000SearchWords } from './Migration20261202100000SearchWords.js';
import { Migration20261202200000FootprintCleared } from './Migration20261202200000FootprintCleared.js';
import { Migration20261210100000StockReservations } from './Migration20261210100000StockReservations.js';
import { Migration20261215000000OrderReviews } from './Migration20261215000000OrderReviews.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(
  Migration20261123000000Catalog,
  Migration20261125100000Listings,
  Migration20261126100000SellerIndex,
  Migration20261126200000Search,
  Migration20261127100000ProductImages,
  Migration20261201100000ShopperLists,
  Migration20261202100000SearchWords,
  Migration20261202200000FootprintCleared,
  Migration20261210100000StockReservations,
  Migration20261215000000OrderReviews,
);
