import { Migration } from '@mikro-orm/migrations';

/**
 * Each code gets the id it is delivered under (the messages service delivers once per id). The
 * default fills the few live rows and those a replica still on the previous release inserts
 * during the rolling upgrade; this release always sets it.
 */
export class Migration20261129100000CodeDeliveryId extends Migration {
  override up(): void {
    this.addSql(`alter table verification_code add column delivery_id uuid not null default gen_random_uuid()`);
  }
}
