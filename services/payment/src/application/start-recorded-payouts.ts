import { defineCommand } from '@shop/service-kit';
import type { PaymentWorkflows } from './workflows/index.js';

/**
 * Reconciliation: starts the runs of up to `batch` payouts recorded before payouts ran as
 * workflows and not yet sent (`created`, no run), skipping rows another replica holds; each run
 * sends its payout right after the commit. Answers how many it started.
 */
export function startRecordedPayouts(workflows: Pick<PaymentWorkflows, 'startPayout'>) {
  return defineCommand(
    'StartRecordedPayouts',
    async (context, request: { batch: number }): Promise<number> => {
      // Raw SQL: the ORM cannot express a bounded, skip-locked batch of rows another table has no row for.
      const rows = await context.em.execute<{ withdrawal_id: string }[]>(
        `select p.withdrawal_id from payout p
          where p.status = 'created' and not exists (select 1 from workflow_run r where r.workflow = 'Payout' and r.key = p.withdrawal_id::text)
          order by p.heard_at limit ? for update of p skip locked`,
        [request.batch],
      );
      for (const { withdrawal_id: withdrawalId } of rows) await workflows.startPayout(context, withdrawalId);
      return rows.length;
    },
    { withoutKeyBecause: 'a payout has one run: starting it again does nothing' },
  );
}
