import { Migration } from '@mikro-orm/migrations';

export class Migration20261215000000StoreRatingSums extends Migration {
  override up(): void {
    // A store's rating is the average of its order reviews: the sum of their stars and their
    // count make it, so each new review updates it exactly.
    this.addSql(`alter table store add column rating_sum bigint not null default 0 check (rating_sum >= 0)`);
    this.addSql(`alter table store add column rating_count bigint not null default 0 check (rating_count >= 0)`);
  }
}
