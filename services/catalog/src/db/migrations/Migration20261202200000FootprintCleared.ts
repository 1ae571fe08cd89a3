import { Migration } from '@mikro-orm/migrations';

export class Migration20261202200000FootprintCleared extends Migration {
  override up(): void {
    // When each shopper last cleared their footprint: a view from before it whose event arrives
    // late (the consumer runs behind the page) must not bring a product back.
    this.addSql(`
      create table footprint_cleared (
        user_id uuid primary key,
        cleared_at timestamptz not null
      )`);
  }
}
