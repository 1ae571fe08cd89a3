import { Migration } from '@mikro-orm/migrations';
import { sharedExtensionSql } from '@shop/service-kit';

/** The street's orders: each gets a (column, id) index over active stores, read forwards or backwards. */
const streetColumns = ['overall', 'opened_at', 'rating', 'level', 'visits', 'sales', 'collections'] as const;

export class Migration20261125000000Merchant extends Migration {
  override up(): void {
    this.addSql(`
      create table application (
        id uuid primary key,
        applicant_id uuid not null,
        status varchar(16) not null check (status in ('submitted', 'approved', 'rejected')),
        store_name varchar(80) not null,
        phone varchar(20) not null,
        logo_key varchar(200),
        description text not null,
        owner_name varchar(120) not null,
        ktp_number char(16) not null,
        review_reason varchar(400),
        reviewer_id uuid,
        submitted_at timestamptz(3) not null,
        reviewed_at timestamptz(3),
        store_id bigint
      )`);
    // At most one open application per user, even for two submits racing each other.
    this.addSql(`create unique index application_one_open_idx on application (applicant_id) where status = 'submitted'`);
    this.addSql(`create index application_applicant_idx on application (applicant_id, submitted_at desc)`);
    this.addSql(`create index application_queue_idx on application (status, submitted_at, id)`);

    this.addSql(`
      create table store (
        id bigserial primary key,
        owner_id uuid not null unique,
        name varchar(80) not null,
        name_folded varchar(80) not null unique,
        phone varchar(20) not null,
        logo_key varchar(200),
        description text not null,
        auto_pay boolean not null default false,
        status varchar(16) not null check (status in ('active', 'suspended')),
        level int not null default 1 check (level between 1 and 5),
        rating int not null default 0 check (rating between 0 and 500),
        visits bigint not null default 0 check (visits >= 0),
        collections bigint not null default 0 check (collections >= 0),
        sales bigint not null default 0 check (sales >= 0),
        product_count int not null default 0 check (product_count >= 0),
        overall bigint not null default 0,
        listing_version bigint not null default 0,
        version int not null default 1,
        opened_at timestamptz(3) not null
      )`);
    for (const column of streetColumns) {
      this.addSql(`create index store_street_${column}_idx on store (${column}, id) where status = 'active'`);
    }
    // Name search by any part of the folded name. pg_trgm may already exist (another service's
    // schema in the same database, or a database where an administrator made it); its operator
    // class is named with whatever schema it lives in.
    for (const statement of sharedExtensionSql('pg_trgm')) this.addSql(statement);
    this.addSql(`
      do $$
      declare
        trgm_schema name := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
      begin
        execute format('create index store_name_trgm_idx on store using gin (name_folded %I.gin_trgm_ops)', trgm_schema);
      end $$`);

    this.addSql(`
      create table store_visit (
        store_id bigint not null references store (id) on delete cascade,
        viewer varchar(128) not null,
        day char(10) not null,
        primary key (store_id, viewer, day)
      )`);

    this.addSql(`
      create table logo_upload (
        key varchar(200) not null,
        owner_id uuid not null,
        created_at timestamptz(3) not null,
        primary key (key, owner_id)
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
