import { Migration } from '@mikro-orm/migrations';

/** Buyers' reviews of their orders: one per order and product, under the buyer's display name. */
export class Migration20261215000000OrderReviews extends Migration {
  override up(): void {
    // Null for the demo reviews; several nulls never collide, so only order reviews are unique.
    this.addSql(`alter table review add column order_id uuid`);
    this.addSql(`create unique index review_order_product_idx on review (order_id, product_id)`);
    // A buyer's display name is up to 100 characters.
    this.addSql(`alter table review alter column author_name type varchar(100)`);
  }
}
