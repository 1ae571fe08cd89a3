import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000Catalog extends Migration {
  override up(): void {
    this.addSql(`
      create table category (
        id bigint primary key,
        key varchar(64) not null unique,
        names jsonb not null
      )`);
    this.addSql(`
      insert into category (id, key, names) values
        (11044364, 'man', '{"en":"Men''s Fashion","zh":"男装","ind":"Fashion Pria"}'),
        (29, 'cosmetics', '{"en":"Beauty & Cosmetics","zh":"美妆护肤","ind":"Kecantikan"}'),
        (36, 'digital', '{"en":"Gadgets & Digital","zh":"数码电子","ind":"Gadget & Elektronik"}')`);
    this.addSql(`
      create table product (
        id bigserial primary key,
        slug varchar(120) not null unique,
        category_id bigint not null references category (id),
        image varchar(500) not null,
        price bigint not null check (price >= 0),
        merchant_price bigint not null check (merchant_price >= 0),
        discount int not null default 0 check (discount between 0 and 100),
        stock int not null default 0 check (stock >= 0),
        sales int not null default 0 check (sales >= 0),
        views bigint not null default 0 check (views >= 0),
        created_at timestamptz not null default now()
      )`);
    // Listing pages: newest first, overall and per category.
    this.addSql(`create index product_newest_idx on product (created_at desc, id desc)`);
    this.addSql(`create index product_category_newest_idx on product (category_id, created_at desc, id desc)`);
    this.addSql(`
      create table product_text (
        product_id bigint not null references product (id) on delete cascade,
        lang varchar(3) not null check (lang in ('en', 'zh', 'ind')),
        title varchar(200) not null,
        description text not null,
        primary key (product_id, lang)
      )`);
  }
}
