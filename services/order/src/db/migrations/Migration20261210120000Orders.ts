import { Migration } from '@mikro-orm/migrations';

export class Migration20261210120000Orders extends Migration {
  override up(): void {
    this.addSql(`
      create table cart_line (
        user_id uuid not null,
        store_id bigint not null,
        product_id bigint not null,
        quantity int not null check (quantity between 1 and 99),
        selected boolean not null,
        added_at timestamptz not null,
        primary key (user_id, store_id, product_id)
      )`);
    // One row per store order; money in whole rupiah. `placed_at` is null while the stock is being
    // reserved ("placing"): the sweep job drops rows left so.
    this.addSql(`
      create table customer_order (
        id uuid primary key,
        order_no varchar(17) not null unique,
        buyer_id uuid not null,
        store_id bigint not null,
        store_name varchar(100) not null,
        store_owner_id uuid not null,
        status varchar(20) not null,
        goods_cost_status varchar(10) not null,
        items jsonb not null,
        address jsonb not null,
        goods_amount bigint not null check (goods_amount >= 0),
        goods_cost bigint not null check (goods_cost >= 0),
        service_fee bigint not null check (service_fee >= 0),
        shipping_fee bigint not null check (shipping_fee >= 0),
        vat bigint not null check (vat >= 0),
        total bigint not null check (total > 0),
        service_fee_bp int not null,
        shipping_fee_rate bigint not null,
        vat_bp int not null,
        payment_method varchar(20) not null default '',
        payment_id uuid null,
        tracking_number varchar(20) not null default '',
        created_at timestamptz not null,
        updated_at timestamptz not null,
        placed_at timestamptz null,
        pay_deadline timestamptz not null,
        paid_at timestamptz null,
        shipped_at timestamptz null,
        received_at timestamptz null,
        completed_at timestamptz null,
        cancelled_at timestamptz null,
        goods_cost_tried_at timestamptz null,
        return_reason varchar(300) not null default '',
        return_requested_at timestamptz null,
        return_refused_reason varchar(300) not null default '',
        return_decided_at timestamptz null,
        refunded_at timestamptz null,
        review_rating smallint null,
        review_text varchar(500) not null default '',
        reviewed_at timestamptz null
      )`);
    this.addSql(`create index customer_order_buyer_idx on customer_order (buyer_id, created_at desc, id desc) where placed_at is not null`);
    this.addSql(`create index customer_order_store_idx on customer_order (store_owner_id, created_at desc, id desc) where paid_at is not null`);
    // The jobs' work lists.
    this.addSql(`create index customer_order_placing_idx on customer_order (created_at) where placed_at is null`);
    this.addSql(`create index customer_order_status_idx on customer_order (status, updated_at)`);
  }
}
