import { Migration } from '@mikro-orm/migrations';

export class Migration20270120100000CartLineClaims extends Migration {
  override up(): void {
    // Which checkout is placing a line, so two checkouts of one cart cannot both buy it. Nullable
    // and without a default: added without rewriting the table, and ignored by the previous release.
    this.addSql(`alter table cart_line add column placing_order_id uuid`);
  }
}
