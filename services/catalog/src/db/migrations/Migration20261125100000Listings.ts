import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { foldForSearch } from '@shop/contracts';

export class Migration20261125100000Listings extends Migration {
  override async up(): Promise<void> {
    // Keyword search compares folded titles; the fold is the application's (`foldForSearch`), so
    // the texts already there are folded here, in one statement. Text, as a fold may be longer
    // than its title (ﬁ → fi).
    this.addSql(`alter table product_text add column title_folded text`);
    const texts = (await this.execute(`select product_id, lang, title from product_text`)) as { product_id: string; lang: string; title: string }[];
    const folded = texts.map((text) => ({ product_id: text.product_id, lang: text.lang, folded: foldForSearch(text.title) }));
    this.addSql(
      raw(
        `update product_text t set title_folded = f.folded
           from jsonb_to_recordset(cast(? as jsonb)) as f (product_id bigint, lang varchar, folded text)
          where t.product_id = f.product_id and t.lang = f.lang`,
        [JSON.stringify(folded)],
      ),
    );
    this.addSql(`alter table product_text alter column title_folded set not null`);
    // No product_id cascade: a product leaves a store only by unlisting, which counts and publishes.
    this.addSql(`
      create table listing (
        store_id bigint not null check (store_id > 0),
        product_id bigint not null references product (id),
        listed_at timestamptz not null,
        primary key (store_id, product_id)
      )`);
    // The shop page: a store's products, most recently listed first.
    this.addSql(`create index listing_store_recent_idx on listing (store_id, listed_at desc, product_id desc)`);
    this.addSql(`
      create table store_listing_state (
        store_id bigint primary key check (store_id > 0),
        version bigint not null check (version > 0),
        product_count int not null check (product_count >= 0)
      )`);
  }
}
