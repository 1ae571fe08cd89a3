import { Migration } from '@mikro-orm/migrations';
import { fundRecordTypes } from '@shop/contracts';
import { operations, platformAccountKinds, userAccountKinds } from '../../domain/ledger.js';
import { withdrawalStatuses } from '../../domain/withdrawal-status.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export class Migration20261127000000Fund extends Migration {
  override up(): void {
    this.addSql(`
      create table account (
        id bigserial primary key,
        owner_id uuid,
        kind varchar(24) not null check (kind in (${list([...userAccountKinds, ...platformAccountKinds])})),
        balance bigint check (balance >= 0),
        profit_records bigint not null default 0,
        goods_cost bigint not null default 0,
        last_posted_at timestamptz(3),
        -- A user's accounts keep a running balance; the platform's have no owner and no stored balance.
        constraint account_owner_kind check ((owner_id is not null) = (kind in (${list(userAccountKinds)}))),
        constraint account_balance_kept check ((owner_id is not null) = (balance is not null))
      )`);
    this.addSql(`create unique index account_user_idx on account (owner_id, kind) where owner_id is not null`);
    this.addSql(`create unique index account_platform_idx on account (kind) where owner_id is null`);
    this.addSql(`insert into account (kind) values ${platformAccountKinds.map((kind) => `('${kind}')`).join(', ')}`);

    this.addSql(`
      create table journal (
        id bigserial primary key,
        reference varchar(140) not null unique,
        operation varchar(16) not null check (operation in (${list(operations)})),
        record_type varchar(16) not null check (record_type in (${list(fundRecordTypes)})),
        user_id uuid not null,
        amount bigint not null check (amount > 0),
        memo varchar(300) not null default '',
        hold_id bigint references journal (id),
        created_at timestamptz(3) not null,
        check ((hold_id is not null) = (operation in ('release', 'take')))
      )`);
    // A hold is settled once: released or taken, never both, never twice.
    this.addSql(`create unique index journal_hold_settled_once_idx on journal (hold_id) where hold_id is not null`);

    this.addSql(`
      create table entry_line (
        id bigserial primary key,
        journal_id bigint not null references journal (id),
        account_id bigint not null references account (id),
        amount bigint not null check (amount <> 0),
        balance_after bigint,
        created_at timestamptz(3) not null
      )`);
    this.addSql(`create index entry_line_account_idx on entry_line (account_id, created_at desc, id desc)`);
    this.addSql(`create index entry_line_journal_idx on entry_line (journal_id)`);
    // Double entry: every journal's lines sum to zero, checked when the transaction commits.
    this.addSql(`
      create function entry_lines_balance() returns trigger language plpgsql as $$
      begin
        if (select sum(amount) from entry_line where journal_id = new.journal_id) <> 0 then
          raise exception 'the lines of journal % do not sum to zero', new.journal_id using errcode = 'check_violation';
        end if;
        return null;
      end $$`);
    this.addSql(`
      create constraint trigger entry_line_balanced after insert on entry_line
        deferrable initially deferred for each row execute function entry_lines_balance()`);
    // The ledger is append-only: a correction is a new posting.
    this.addSql(`
      create function ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% rows are never changed or deleted', tg_table_name using errcode = 'restrict_violation';
      end $$`);
    for (const table of ['journal', 'entry_line']) {
      this.addSql(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function ledger_append_only()`);
    }

    this.addSql(`
      create table bank_account (
        user_id uuid primary key,
        bank_code varchar(16) not null,
        account_name varchar(60) not null,
        account_number varchar(20) not null,
        bound_at timestamptz(3) not null
      )`);

    this.addSql(`
      create table withdrawal (
        id uuid primary key,
        user_id uuid not null,
        status varchar(16) not null check (status in (${list(withdrawalStatuses)})),
        amount bigint not null check (amount > 0),
        fee bigint not null check (fee >= 0),
        net_amount bigint not null check (net_amount > 0 and net_amount + fee = amount),
        fee_version int not null,
        fee_bp int not null,
        fee_min bigint not null,
        bank_code varchar(16) not null,
        account_name varchar(60) not null,
        account_number varchar(20) not null,
        reason varchar(300),
        reviewer_id uuid,
        hold_journal_id bigint not null unique references journal (id),
        requested_at timestamptz(3) not null,
        reviewed_at timestamptz(3),
        settled_at timestamptz(3)
      )`);
    this.addSql(`create index withdrawal_user_idx on withdrawal (user_id, requested_at desc, id desc)`);
    this.addSql(`create index withdrawal_queue_idx on withdrawal (status, requested_at, id)`);

    this.addSql(`
      create table fee_settings (
        version int primary key,
        effective_at timestamptz(3) not null,
        service_fee_bp int not null check (service_fee_bp between 0 and 10000),
        shipping_fee bigint not null check (shipping_fee >= 0),
        vat_bp int not null check (vat_bp between 0 and 10000),
        withdrawal_fee_bp int not null check (withdrawal_fee_bp between 0 and 10000),
        withdrawal_fee_min bigint not null check (withdrawal_fee_min >= 0),
        scheduled_by uuid,
        scheduled_at timestamptz(3) not null
      )`);
    this.addSql(`create index fee_settings_effective_idx on fee_settings (effective_at desc, version desc)`);
    // Version 1 applies from the epoch: service fee 1 %, shipping Rp 9.000 per store order, VAT 11 %,
    // withdrawal fee 1 % with a minimum of Rp 5.000.
    this.addSql(`
      insert into fee_settings (version, effective_at, service_fee_bp, shipping_fee, vat_bp, withdrawal_fee_bp, withdrawal_fee_min, scheduled_at)
      values (1, '1970-01-01T00:00:00Z', 100, 9000, 1100, 100, 5000, now())`);

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
