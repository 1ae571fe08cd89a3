import { Migration } from '@mikro-orm/migrations';

export class Migration20261210100000StockReservations extends Migration {
  override up(): void {
    // One row per order's reservation, inserted before any stock moves: a concurrent duplicate
    // waits on the primary key, and a release that came first leaves `released` so a late
    // reserve takes nothing.
    this.addSql(`
      create table stock_reservation (
        id uuid primary key,
        items jsonb not null,
        state varchar(10) not null check (state in ('reserved', 'released')),
        created_at timestamptz not null,
        released_at timestamptz
      )`);
  }
}
