import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100000UserRoles extends Migration {
  override up(): void {
    this.addSql(`
      create table user_role (
        user_id uuid not null references user_account (id) on delete cascade,
        role varchar(32) not null check (role in ('operator')),
        granted_at timestamptz not null,
        primary key (user_id, role)
      )`);
  }
}
