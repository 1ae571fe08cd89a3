import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000000Accounts extends Migration {
  override up(): void {
    this.addSql(`
      create table user_account (
        id uuid primary key,
        account varchar(254) not null unique,
        account_kind varchar(5) not null check (account_kind in ('phone', 'email')),
        password_hash varchar(200) not null,
        invite_code varchar(16) null,
        nickname varchar(32) not null,
        avatar varchar(500) not null default '',
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // Sessions are stored by the SHA-256 of their token only; revoking deletes the row.
    this.addSql(`
      create table user_session (
        token_hash char(64) primary key,
        user_id uuid not null references user_account (id) on delete cascade,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`);
    this.addSql(`create index user_session_user_idx on user_session (user_id)`);
    this.addSql(`create index user_session_expiry_idx on user_session (expires_at)`);
    // Codes are kept per account whether or not a user exists, so answers never tell which accounts do.
    this.addSql(`
      create table verification_code (
        id bigserial primary key,
        account varchar(254) not null,
        purpose varchar(6) not null check (purpose in ('signup', 'signin', 'reset')),
        code_hash varchar(200) not null,
        attempts int not null default 0,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz null
      )`);
    this.addSql(`create index verification_code_latest_idx on verification_code (account, purpose, created_at desc)`);
    this.addSql(`create index verification_code_expiry_idx on verification_code (expires_at)`);
    // Fixed-window counters shared by every replica.
    this.addSql(`
      create table rate_limit (
        bucket varchar(300) not null,
        window_start timestamptz not null,
        hits int not null,
        expires_at timestamptz not null,
        primary key (bucket, window_start)
      )`);
    this.addSql(`create index rate_limit_expiry_idx on rate_limit (expires_at)`);
    this.addSql(`
      create table delivery_address (
        id bigserial primary key,
        user_id uuid not null references user_account (id) on delete cascade,
        recipient_name varchar(50) not null,
        phone varchar(16) not null,
        province_code varchar(16) not null,
        city_code varchar(16) not null,
        district_code varchar(16) not null,
        detail varchar(200) not null,
        is_default boolean not null default false,
        request_id varchar(128) null unique,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`create index delivery_address_user_idx on delivery_address (user_id, created_at desc)`);
    // At most one default per user, whatever races the application loses.
    this.addSql(`create unique index delivery_address_one_default_idx on delivery_address (user_id) where is_default`);
  }
}
