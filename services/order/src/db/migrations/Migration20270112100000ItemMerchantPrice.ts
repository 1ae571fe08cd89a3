import { Migration } from '@mikro-orm/migrations';

export class Migration20270112100000ItemMerchantPrice extends Migration {
  override up(): void {
    // Order items name their per-unit cost `merchantPrice`, as the product does. Items stored
    // before get the new key beside the old one, which the previous release still reads.
    this.addSql(`
      update customer_order o
         set items = (select jsonb_agg(case when item->'merchantPrice' is null then item || jsonb_build_object('merchantPrice', item->'unitCost') else item end
                                       order by position)
                        from jsonb_array_elements(o.items) with ordinality as t(item, position))
       where exists (select 1 from jsonb_array_elements(o.items) item where item->'merchantPrice' is null)`);
  }
}
