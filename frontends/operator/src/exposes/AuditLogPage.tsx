import { useInfiniteQuery, useTRPC } from '@shop/web-core';
import { AuditTable, auditWords } from '../console/AuditTable';
import { ConsolePage } from '../console/ConsolePage';
import { nextCursor } from '../console/PagedList';
import { useOperatorTexts } from '../i18n';

// The merchant service's action and subject names.
const actions = ['application.approved', 'application.rejected', 'store.suspended', 'store.restored'] as const;
const subjectKinds = ['application', 'store'] as const;

/** The audit log (`/ops/audit`): who did what to which application or store, why and when, newest first. */
export default function AuditLogPage() {
  const { t } = useOperatorTexts('audit');
  return (
    <ConsolePage title={t('title')}>
      <AuditLog />
    </ConsolePage>
  );
}

function AuditLog() {
  const { t } = useOperatorTexts('audit');
  const trpc = useTRPC();
  const log = useInfiniteQuery(trpc.operator.auditLog.infiniteQueryOptions({}, { getNextPageParam: nextCursor }));
  const describe = auditWords(actions, subjectKinds, (action) => t(`actions.${action}`), (kind, id) => t(`subjects.${kind}`, { id }));
  return <AuditTable query={log} caption={t('caption')} empty={{ title: t('empty'), text: t('emptyText') }} describe={describe} />;
}
