import { Migration } from '@mikro-orm/migrations';

export class Migration20261126120000Payment extends Migration {
  override up(): void {
    this.addSql(`
      create table recharge (
        id uuid primary key,
        user_id uuid not null,
        amount bigint not null check (amount > 0),
        currency char(3) not null,
        method varchar(16) not null,
        status varchar(16) not null check (status in ('pending', 'paid', 'expired', 'failed')),
        va_number varchar(40),
        biller_code varchar(20),
        qr_string text,
        redirect_url text,
        gateway_transaction_id varchar(64) not null,
        gateway_status varchar(32) not null,
        created_at timestamptz(3) not null,
        expires_at timestamptz(3) not null,
        paid_at timestamptz(3),
        heard_at timestamptz(3) not null,
        check ((status = 'paid') = (paid_at is not null))
      )`);
    // A user's recharges, newest first (keyset pages).
    this.addSql(`create index recharge_user_idx on recharge (user_id, created_at desc, id desc)`);
    // Reconciliation: pending charges by their last news and by their expiry.
    this.addSql(`create index recharge_pending_heard_idx on recharge (heard_at) where status = 'pending'`);
    this.addSql(`create index recharge_pending_expiry_idx on recharge (expires_at) where status = 'pending'`);

    this.addSql(`
      create table payout (
        withdrawal_id uuid primary key,
        user_id uuid not null,
        amount bigint not null check (amount > 0),
        bank_code varchar(40) not null,
        account_name text not null,
        account_number varchar(20) not null,
        status varchar(16) not null check (status in ('created', 'accepted', 'paid', 'failed')),
        gateway_status varchar(32),
        failure_reason varchar(300),
        created_at timestamptz(3) not null,
        settled_at timestamptz(3),
        heard_at timestamptz(3) not null
      )`);
    // Reconciliation: payouts not yet accepted, and payouts under way by their last news.
    this.addSql(`create index payout_open_idx on payout (status, heard_at) where status in ('created', 'accepted')`);
  }
}
