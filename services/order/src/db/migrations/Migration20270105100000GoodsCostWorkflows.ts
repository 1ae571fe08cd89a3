import { Migration } from '@mikro-orm/migrations';

export class Migration20270105100000GoodsCostWorkflows extends Migration {
  override up(): void {
    // Goods costs now run as workflows, started with the payment. Orders paid before this release
    // whose automatic attempt is still to come get their run here; the previous release's job may
    // try the same order meanwhile, which the debit's reference makes apply once.
    this.addSql(`
      insert into workflow_run (id, workflow, key, request_hash, caller, status, step, state, attempts, wake_at, created_at, updated_at)
      select gen_random_uuid(), 'GoodsCost', o.id::text, repeat('0', 64), '{"service": "order", "roles": []}', 'running', 0,
             jsonb_build_object('json', jsonb_build_object('order', jsonb_build_object(
               'id', o.id, 'orderNo', o.order_no, 'storeId', o.store_id, 'storeOwnerId', o.store_owner_id, 'goodsCost', o.goods_cost))),
             0, now(), now(), now()
        from customer_order o
       where o.goods_cost_status = 'awaiting' and o.goods_cost_tried_at is null
      on conflict (workflow, key) do nothing`);
    // Nothing looks for due goods costs among the orders any more.
    this.addSql(`drop index if exists customer_order_goods_cost_due_idx`);
  }
}
