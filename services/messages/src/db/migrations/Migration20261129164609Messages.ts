import { Migration } from '@mikro-orm/migrations';

export class Migration20261129164609Messages extends Migration {
  override up(): void {
    this.addSql(`
      create table note (
        id bigserial primary key,
        text varchar(200) not null,
        created_at timestamptz(3) not null
      )`);
  }
}
