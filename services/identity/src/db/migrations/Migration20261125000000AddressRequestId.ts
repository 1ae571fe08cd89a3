import { Migration } from '@mikro-orm/migrations';

/** Address commands are deduplicated by idempotency keys now, not by a request id on the row. */
export class Migration20261125000000AddressRequestId extends Migration {
  override up(): void {
    this.addSql(`alter table delivery_address drop column request_id`);
  }
}
