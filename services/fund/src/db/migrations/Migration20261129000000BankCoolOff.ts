import { Migration } from '@mikro-orm/migrations';

/** Withdrawals wait after a bank account is replaced: a nullable column, so the previous release's replicas keep binding. */
export class Migration20261129000000BankCoolOff extends Migration {
  override up(): void {
    this.addSql(`alter table bank_account add column withdrawals_open_at timestamptz(3)`);
  }
}
