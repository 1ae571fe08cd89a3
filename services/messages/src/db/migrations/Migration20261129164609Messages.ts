import { Migration } from '@mikro-orm/migrations';

export class Migration20261129164609Messages extends Migration {
  override up(): void {
    this.addSql(`
      create table delivery (
        id bigserial primary key,
        delivery_key varchar(400) not null unique,
        kind varchar(40) not null,
        user_id uuid,
        recipient varchar(320) not null,
        channel varchar(16) not null,
        language varchar(8) not null,
        params jsonb not null,
        status varchar(16) not null,
        tries int not null default 0,
        next_try_at timestamptz(3),
        lease_until timestamptz(3),
        provider_id varchar(64),
        last_error varchar(400),
        attempts jsonb not null default '[]',
        code_request_id varchar(100),
        code_expires_at timestamptz(3),
        created_at timestamptz(3) not null,
        sent_at timestamptz(3),
        updated_at timestamptz(3) not null
      )`);
    // The worker's queue: due pending rows, and sending rows whose claim lapsed.
    this.addSql(`create index delivery_due_idx on delivery (next_try_at) where status in ('pending', 'sending')`);
    this.addSql(`create index delivery_provider_idx on delivery (provider_id) where provider_id is not null`);
    // The rate limit's look back, and the operators' search by recipient.
    this.addSql(`create index delivery_recipient_idx on delivery (recipient, created_at desc, id desc)`);
    this.addSql(`create index delivery_newest_idx on delivery (created_at desc, id desc)`);
    this.addSql(`create index delivery_status_idx on delivery (status, created_at desc, id desc)`);
    this.addSql(`create index delivery_code_request_idx on delivery (code_request_id) where code_request_id is not null`);
    // Codes to clear once expired.
    this.addSql(`create index delivery_code_expiry_idx on delivery (code_expires_at) where code_expires_at is not null`);

    this.addSql(`
      create table notification (
        id bigserial primary key,
        delivery_key varchar(400) not null unique,
        user_id uuid not null,
        kind varchar(40) not null,
        title varchar(200) not null,
        body varchar(1000) not null,
        link varchar(200) not null,
        read_at timestamptz(3),
        created_at timestamptz(3) not null
      )`);
    this.addSql(`create index notification_user_idx on notification (user_id, id desc)`);
    this.addSql(`create index notification_unread_idx on notification (user_id) where read_at is null`);

    this.addSql(`
      create table preference (
        user_id uuid primary key,
        language varchar(8) not null,
        opt_outs jsonb not null default '[]',
        updated_at timestamptz(3) not null
      )`);

    this.addSql(`
      create table audit_log (
        id uuid primary key,
        actor_id uuid not null,
        action varchar(40) not null,
        subject varchar(80) not null,
        reason varchar(400) not null,
        at timestamptz(3) not null
      )`);
    this.addSql(`create index audit_log_newest_idx on audit_log (at desc, id desc)`);
  }
}
