import { Migration } from '@mikro-orm/migrations';

export class Migration20261230100000GoodsCostClaim extends Migration {
  override up(): void {
    // The goods-cost job's claim on an order, apart from its attempt: a round that dies between
    // claiming and recording leaves a claim that runs out, not an order no round takes again.
    this.addSql(`alter table customer_order add column goods_cost_claimed_at timestamptz null`);
  }
}
