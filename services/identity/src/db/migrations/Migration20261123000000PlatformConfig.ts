import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000PlatformConfig extends Migration {
  override up(): void {
    this.addSql(`
      create table platform_config (
        platform_code int primary key,
        title varchar(120) not null,
        "desc" varchar(500) not null,
        logo varchar(500) not null,
        currency_symbol varchar(8) null,
        country_id int null,
        country_mobile_prefix varchar(8) null,
        locale varchar(8) null,
        category_ids jsonb null,
        updated_at timestamptz not null default now()
      )`);
    // Platform 2 is this storefront; null columns take the local defaults.
    this.addSql(`insert into platform_config (platform_code, title, "desc", logo) values (2, 'Nusa Mart', 'Online Shop', '/logo.svg')`);
  }
}
