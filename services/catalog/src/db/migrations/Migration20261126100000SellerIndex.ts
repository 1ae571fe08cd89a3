import { Migration } from '@mikro-orm/migrations';

export class Migration20261126100000SellerIndex extends Migration {
  override up(): void {
    // A product page's seller: the stores listing one product, first listed first.
    this.addSql(`create index listing_product_first_idx on listing (product_id, listed_at, store_id)`);
  }
}
