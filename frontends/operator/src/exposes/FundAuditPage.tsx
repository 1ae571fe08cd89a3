import { useInfiniteQuery, useTRPC } from '@shop/web-core';
import { AuditTable, auditWords } from '../console/AuditTable';
import { ConsolePage } from '../console/ConsolePage';
import { nextCursor } from '../console/PagedList';
import { useOperatorTexts } from '../i18n';

// The fund service's action and subject names.
const actions = ['withdrawal.approved', 'withdrawal.rejected', 'wallet.adjusted', 'adjustment.requested', 'adjustment.approved', 'adjustment.rejected', 'fees.scheduled'] as const;
const subjectKinds = ['withdrawal', 'user', 'adjustment', 'fees'] as const;

/** The fund's audit log (`/ops/fund-audit`): withdrawal reviews, wallet adjustments and fee changes, newest first. */
export default function FundAuditPage() {
  const { t } = useOperatorTexts('audit');
  return (
    <ConsolePage title={t('fund.title')}>
      <FundAuditLog />
    </ConsolePage>
  );
}

function FundAuditLog() {
  const { t } = useOperatorTexts('audit');
  const trpc = useTRPC();
  const log = useInfiniteQuery(trpc.operator.fundAudit.infiniteQueryOptions({}, { getNextPageParam: nextCursor }));
  const describe = auditWords(actions, subjectKinds, (action) => t(`fund.actions.${action}`), (kind, id) => t(`fund.subjects.${kind}`, { id }));
  return <AuditTable query={log} caption={t('fund.caption')} empty={{ title: t('fund.empty'), text: t('fund.emptyText') }} describe={describe} />;
}
