import { Migration } from '@mikro-orm/migrations';

export class Migration20261230110000StockReleased extends Migration {
  override up(): void {
    // An order's stock goes back once its cancellation is committed, not before: a release made
    // first and a cancellation then lost (a crash, a failed batch) left an order a payment could
    // still pay, its stock already back on sale. Cancelled orders wait here until released.
    this.addSql(`alter table customer_order add column stock_released_at timestamptz null`);
    this.addSql(`update customer_order set stock_released_at = cancelled_at where status = 'cancelled'`);
    this.addSql(`create index customer_order_stock_release_due_idx on customer_order (updated_at) where status = 'cancelled' and stock_released_at is null`);
  }
}
