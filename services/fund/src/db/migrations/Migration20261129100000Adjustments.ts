import { Migration } from '@mikro-orm/migrations';

/** Operators' adjustments, so one above the approval threshold can wait for a second operator. A new table: the running release never reads it. */
export class Migration20261129100000Adjustments extends Migration {
  override up(): void {
    this.addSql(`
      create table adjustment (
        id uuid primary key,
        user_id uuid not null,
        amount bigint not null check (amount <> 0),
        reason varchar(400) not null,
        -- adjustmentStatuses of @shop/contracts, written out: the release checks read migrations as literals.
        status varchar(16) not null check (status in ('pending', 'approved', 'applied', 'rejected', 'failed')),
        requested_by uuid not null,
        requested_at timestamptz(3) not null,
        reviewed_by uuid,
        reviewed_at timestamptz(3),
        review_reason varchar(400),
        -- Four eyes: whoever reviews it is not who asked for it.
        constraint adjustment_second_operator check (reviewed_by is null or reviewed_by <> requested_by)
      )`);
    this.addSql(`create index adjustment_queue_idx on adjustment (status, requested_at, id)`);
  }
}
