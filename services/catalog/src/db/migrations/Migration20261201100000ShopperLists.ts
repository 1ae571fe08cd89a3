import { Migration } from '@mikro-orm/migrations';

/** Reviews with their rating summaries, and each shopper's collection and footprint. */
export class Migration20261201100000ShopperLists extends Migration {
  override up(): void {
    this.addSql(`
      create table review (
        id bigserial primary key,
        product_id bigint not null references product (id) on delete cascade,
        author_id uuid,
        author_name varchar(60) not null,
        rating smallint not null check (rating between 1 and 5),
        text varchar(2000) not null,
        lang varchar(3) not null check (lang in ('en', 'zh', 'ind')),
        created_at timestamptz(3) not null
      )`);
    // A product page's reviews, newest first, a keyset page at a time.
    this.addSql(`create index review_product_newest_idx on review (product_id, created_at desc, id desc)`);
    // Per product, how many reviews gave each star; written in the transaction of the reviews it
    // counts. The count and average follow from these five, so they cannot disagree.
    this.addSql(`
      create table product_rating (
        product_id bigint primary key references product (id) on delete cascade,
        stars1 int not null default 0 check (stars1 >= 0),
        stars2 int not null default 0 check (stars2 >= 0),
        stars3 int not null default 0 check (stars3 >= 0),
        stars4 int not null default 0 check (stars4 >= 0),
        stars5 int not null default 0 check (stars5 >= 0)
      )`);

    // No product cascade: the store's collection count would silently drift.
    this.addSql(`
      create table collection (
        user_id uuid not null,
        product_id bigint not null references product (id),
        store_id bigint check (store_id > 0),
        collected_at timestamptz(3) not null,
        primary key (user_id, product_id)
      )`);
    this.addSql(`create index collection_user_recent_idx on collection (user_id, collected_at desc, product_id desc)`);
    this.addSql(`
      create table store_collection_state (
        store_id bigint primary key check (store_id > 0),
        version bigint not null check (version > 0),
        collection_count int not null check (collection_count >= 0)
      )`);

    // One row per shopper and product at its latest view; a removed one stays as a marker (until
    // a newer view) so that a late event of an older view cannot bring it back.
    this.addSql(`
      create table footprint (
        user_id uuid not null,
        product_id bigint not null references product (id) on delete cascade,
        viewed_at timestamptz(3) not null,
        removed boolean not null default false,
        primary key (user_id, product_id)
      )`);
    this.addSql(`create index footprint_user_recent_idx on footprint (user_id, viewed_at desc, product_id desc)`);
  }
}
