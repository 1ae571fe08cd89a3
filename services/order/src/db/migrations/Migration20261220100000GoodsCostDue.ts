import { Migration } from '@mikro-orm/migrations';

export class Migration20261220100000GoodsCostDue extends Migration {
  override up(): void {
    // The goods-cost job looks for paid orders whose goods cost awaits its automatic attempt every
    // round: without this it reads every order ever placed.
    this.addSql(`create index customer_order_goods_cost_due_idx on customer_order (updated_at) where goods_cost_status = 'awaiting' and goods_cost_tried_at is null`);
  }
}
