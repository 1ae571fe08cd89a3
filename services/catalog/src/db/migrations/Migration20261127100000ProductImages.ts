import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100000ProductImages extends Migration {
  override up(): void {
    // A product's first picture stays on its row, so lists (the hottest read) need no join. It is
    // an object-store key ('' for none); the column it replaces held URLs, which no seeded product had.
    this.addSql(`alter table product drop column image`);
    this.addSql(`alter table product add column image_key varchar(500) not null default ''`);
    // The product page's gallery, in order (position 0 is the product row's image_key).
    this.addSql(`
      create table product_image (
        product_id bigint not null references product (id),
        position smallint not null check (position >= 0),
        image_key varchar(500) not null,
        primary key (product_id, position)
      )`);
  }
}
