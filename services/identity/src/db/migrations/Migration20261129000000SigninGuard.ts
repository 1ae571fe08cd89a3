import { Migration } from '@mikro-orm/migrations';

/** Wrong passwords per account across every address (a new table: nothing older reads it). */
export class Migration20261129000000SigninGuard extends Migration {
  override up(): void {
    this.addSql(`
      create table signin_guard (
        account varchar(254) primary key,
        failures integer not null check (failures >= 0),
        last_failed_at timestamptz not null,
        expires_at timestamptz
      )`);
    this.addSql(`create index signin_guard_expiry_idx on signin_guard (expires_at)`);
  }
}
