import { Migration } from '@mikro-orm/migrations';

export class Migration20261201120000OrderPayment extends Migration {
  override up(): void {
    this.addSql(`
      create table order_payment (
        id uuid primary key,
        buyer_id uuid not null,
        order_ids jsonb not null,
        order_nos jsonb not null,
        amount bigint not null check (amount > 0),
        currency char(3) not null,
        method varchar(16) not null,
        status varchar(16) not null check (status in ('pending', 'paid', 'expired', 'failed')),
        va_number varchar(40),
        biller_code varchar(20),
        qr_string text,
        redirect_url text,
        gateway_transaction_id varchar(64),
        gateway_status varchar(32),
        created_at timestamptz(3) not null,
        expires_at timestamptz(3),
        paid_at timestamptz(3),
        heard_at timestamptz(3) not null,
        posted boolean not null default false,
        check ((status = 'paid') = (paid_at is not null)),
        check (not posted or status = 'paid'),
        check ((method = 'balance') = (expires_at is null))
      )`);
    this.addSql(`create index order_payment_buyer_idx on order_payment (buyer_id, created_at desc)`);
    // Reconciliation: pending payments by their last news, and paid ones whose postings are unfinished.
    this.addSql(`create index order_payment_pending_idx on order_payment (heard_at) where status = 'pending'`);
    this.addSql(`create index order_payment_unposted_idx on order_payment (heard_at) where status = 'paid' and not posted`);

    // One row per order while a payment of it is pending or paid: a second payment fails on the key.
    this.addSql(`
      create table order_payment_claim (
        order_id uuid primary key,
        payment_id uuid not null references order_payment (id)
      )`);
    this.addSql(`create index order_payment_claim_payment_idx on order_payment_claim (payment_id)`);
  }
}
