import { Migration } from '@mikro-orm/migrations';
import { migrationList } from './migration-list.js';

/** Tables the kit itself needs in every service schema: the outbox and the consumer inbox. */
export class Migration00000000000000KitMessaging extends Migration {
  override up(): void {
    this.addSql(`
      create table outbox (
        id uuid primary key,
        type varchar(255) not null,
        topic varchar(255) not null,
        key varchar(255) not null,
        payload jsonb not null,
        headers jsonb not null default '{}',
        occurred_at timestamptz not null,
        published_at timestamptz null,
        attempts int not null default 0,
        last_error text null
      )`);
    // The relay only ever scans unpublished rows, oldest first.
    this.addSql(`create index outbox_pending_idx on outbox (occurred_at) where published_at is null`);
    // NOTIFY is delivered on commit only, so a relay listening on this channel wakes exactly
    // when new events become visible, in this process or any other replica.
    this.addSql(`
      create function outbox_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_' || tg_table_schema, '');
        return null;
      end $$`);
    this.addSql(`create trigger outbox_notify after insert on outbox for each statement execute function outbox_notify()`);
    this.addSql(`
      create table inbox (
        event_id uuid not null,
        consumer varchar(255) not null,
        event_type varchar(255) not null,
        processed_at timestamptz not null default now(),
        primary key (event_id, consumer)
      )`);
    this.addSql(`
      create table processed_request (
        request_id varchar(128) primary key,
        operation varchar(255) not null,
        processed_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table dead_letter (
        event_id uuid not null,
        consumer varchar(255) not null,
        topic varchar(255) not null,
        value text not null,
        error text not null,
        failed_at timestamptz not null default now(),
        primary key (event_id, consumer)
      )`);
  }
}

/**
 * Replaces `processed_request` (a request id alone, shared by every caller and operation, with no
 * answer kept) by idempotency keys scoped by (operation, caller, key) that keep the outcome.
 */
export class Migration00000000000001KitIdempotency extends Migration {
  override up(): void {
    this.addSql(`drop table processed_request`);
    this.addSql(`
      create table idempotency_record (
        operation varchar(100) not null,
        caller varchar(200) not null,
        key varchar(128) not null,
        request_hash char(64) not null,
        outcome jsonb null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        primary key (operation, caller, key)
      )`);
    this.addSql(`create index idempotency_record_expiry_idx on idempotency_record (expires_at)`);
  }
}

/**
 * Workflow runs (see workflows/engine.ts): one row per run of a multi-step command, its progress
 * and lease. Replaces the claim columns each job kept on its own rows.
 */
export class Migration00000000000002KitWorkflows extends Migration {
  override up(): void {
    this.addSql(`
      create table workflow_run (
        id uuid primary key,
        workflow varchar(100) not null,
        key varchar(300) not null,
        request_hash char(64) not null,
        caller jsonb not null,
        status varchar(20) not null,
        step int not null,
        state jsonb not null,
        outcome jsonb null,
        attempts int not null default 0,
        last_error text null,
        wake_at timestamptz not null,
        lease_token uuid null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (workflow, key)
      )`);
    // The resumer only scans unfinished runs, soonest due first; the pruner finished ones, oldest first.
    this.addSql(`create index workflow_run_due_idx on workflow_run (wake_at) where status in ('running', 'compensating')`);
    this.addSql(`create index workflow_run_ended_idx on workflow_run (updated_at) where status in ('done', 'failed')`);
  }
}

export const kitMigrations = migrationList(Migration00000000000000KitMessaging, Migration00000000000001KitIdempotency, Migration00000000000002KitWorkflows);
