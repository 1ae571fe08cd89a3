import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { sharedExtensionSql } from '@shop/service-kit';
import { subcategories } from '../../domain/categories.js';
import { resolveLanguage } from '../../domain/language.js';
import { searchTerms } from '../../domain/search.js';
import { demoProducts } from '../demo-data.js';

export class Migration20261126200000Search extends Migration {
  override async up(): Promise<void> {
    // Trigram matching (typo-tolerant search), shared with the merchant service's name search.
    for (const statement of sharedExtensionSql('pg_trgm')) this.addSql(statement);

    // The category tree: subcategories under the three top-level categories, shown in `position` order.
    this.addSql(`alter table category add column parent_id bigint references category (id), add column position int not null default 0`);
    this.addSql(`update category set position = case id when 11044364 then 1 when 29 then 2 when 36 then 3 else 9 end`);
    this.addSql(
      raw(
        `insert into category (id, key, names, parent_id, position)
         select c.id, c.key, c.names, c.parent_id, c.position from jsonb_to_recordset(cast(? as jsonb)) as c (id bigint, key varchar, names jsonb, parent_id bigint, position int)`,
        [JSON.stringify(subcategories.map((category, index) => ({ id: category.id, key: category.key, names: category.names, parent_id: category.parentId, position: index + 1 })))],
      ),
    );
    this.addSql(`alter table product add column subcategory_id bigint references category (id)`);
    this.addSql(
      raw(
        `update product p set subcategory_id = d.subcategory_id from jsonb_to_recordset(cast(? as jsonb)) as d (slug varchar, subcategory_id bigint) where p.slug = d.slug`,
        [JSON.stringify(demoProducts().map((demo) => ({ slug: demo.slug, subcategory_id: demo.subcategoryId })))],
      ),
    );

    // What a text is found by: its title (weight A) and description (weight B) as `searchTerms`
    // makes them. English and Indonesian go through Postgres' stemmers; Chinese terms (character
    // pairs) are taken as they are. One function, so every writer indexes the same way.
    this.addSql(`
      create function product_search_vector(lang text, title_terms text, description_terms text) returns tsvector
      language sql immutable parallel safe as $$
        select case lang
          when 'zh' then setweight(array_to_tsvector(array_remove(string_to_array(title_terms, ' '), '')), 'A')
                      || setweight(array_to_tsvector(array_remove(string_to_array(description_terms, ' '), '')), 'B')
          when 'en' then setweight(to_tsvector('pg_catalog.english', title_terms), 'A') || setweight(to_tsvector('pg_catalog.english', description_terms), 'B')
          else setweight(to_tsvector('pg_catalog.indonesian', title_terms), 'A') || setweight(to_tsvector('pg_catalog.indonesian', description_terms), 'B')
        end
      $$`);
    // A keyword's query (searchQuery in domain/search.ts) in the same language's terms.
    this.addSql(`
      create function product_search_query(lang text, query text) returns tsquery
      language sql immutable parallel safe as $$
        select case lang
          when 'zh' then cast(query as tsquery)
          when 'en' then to_tsquery('pg_catalog.english', query)
          else to_tsquery('pg_catalog.indonesian', query)
        end
      $$`);
    this.addSql(`alter table product_text add column search_vector tsvector`);
    const texts = (await this.execute(`select product_id, lang, title, description from product_text`)) as {
      product_id: string;
      lang: string;
      title: string;
      description: string;
    }[];
    const terms = texts.map((text) => {
      const lang = resolveLanguage(text.lang);
      return { product_id: text.product_id, lang: text.lang, title: searchTerms(lang, text.title), description: searchTerms(lang, text.description) };
    });
    this.addSql(
      raw(
        `update product_text t set search_vector = product_search_vector(t.lang, f.title, f.description)
           from jsonb_to_recordset(cast(? as jsonb)) as f (product_id bigint, lang varchar, title text, description text)
          where t.product_id = f.product_id and t.lang = f.lang`,
        [JSON.stringify(terms)],
      ),
    );
    this.addSql(`alter table product_text alter column search_vector set not null`);
    // One index per language: a search is always in one, and each stays a third of the size.
    for (const lang of ['en', 'zh', 'ind']) {
      this.addSql(`create index product_text_search_${lang}_idx on product_text using gin (search_vector) where lang = '${lang}'`);
    }
    // Similar titles (a typo) in the languages with words.
    for (const lang of ['en', 'ind']) {
      this.addSql(`create index product_text_similar_${lang}_idx on product_text using gin (title_folded public.gin_trgm_ops) where lang = '${lang}'`);
    }

    // Keyset orders of the product list, overall, per category and per subcategory (newest overall
    // and per category exist). A descending price walks the ascending index backwards.
    this.addSql(`create index product_sales_idx on product (sales desc, id desc)`);
    this.addSql(`create index product_price_idx on product (price, id)`);
    this.addSql(`create index product_category_sales_idx on product (category_id, sales desc, id desc)`);
    this.addSql(`create index product_category_price_idx on product (category_id, price, id)`);
    this.addSql(`create index product_subcategory_newest_idx on product (subcategory_id, created_at desc, id desc)`);
    this.addSql(`create index product_subcategory_sales_idx on product (subcategory_id, sales desc, id desc)`);
    this.addSql(`create index product_subcategory_price_idx on product (subcategory_id, price, id)`);

    // A signed-in shopper's searches, newest first; a visitor's stay on the device.
    this.addSql(`
      create table search_history (
        user_id uuid not null,
        keyword varchar(50) not null,
        searched_at timestamptz not null,
        primary key (user_id, keyword)
      )`);
    this.addSql(`create index search_history_recent_idx on search_history (user_id, searched_at desc)`);
    // Searches per day, language and keyword: the hot keywords are the last days' most searched.
    this.addSql(`
      create table search_keyword_day (
        day date not null,
        lang varchar(3) not null check (lang in ('en', 'zh', 'ind')),
        keyword varchar(50) not null,
        searches int not null check (searches > 0),
        primary key (lang, day, keyword)
      )`);
  }
}
