import { Migration } from '@mikro-orm/migrations';

export class Migration20261201100000CollectionVersion extends Migration {
  override up(): void {
    // Collections now come from the catalog's collection events: the highest version applied.
    this.addSql(`alter table store add column collection_version bigint not null default 0`);
  }
}
