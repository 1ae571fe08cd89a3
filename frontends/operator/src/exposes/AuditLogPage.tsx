import { EmptyState } from '@shop/ui';
import { useInfiniteQuery, useTRPC } from '@shop/web-core';
import { ConsolePage } from '../console/ConsolePage';
import { Time } from '../console/details';
import { nextCursor, PagedList } from '../console/PagedList';
import type { AuditEntry } from '../console/records';
import { useOperatorTexts } from '../i18n';

// The merchant service's action and subject names; anything newer is shown as the service wrote it.
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
  return (
    <PagedList query={log} empty={<EmptyState className="ops-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />}>
      {(entries) => (
        // Wider than a phone: the table scrolls sideways, by keyboard too (hence focusable and named).
        <div className="ops-table-scroll" role="region" tabIndex={0} aria-labelledby="ops-audit-caption">
          <table className="ops-table">
            <caption id="ops-audit-caption">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.at')}</th>
                <th scope="col">{t('columns.actor')}</th>
                <th scope="col">{t('columns.action')}</th>
                <th scope="col">{t('columns.subject')}</th>
                <th scope="col">{t('columns.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useOperatorTexts('audit');
  const action = actions.find((known) => known === entry.action);
  const [kind, id] = entry.subject.split(':', 2);
  const subjectKind = subjectKinds.find((known) => known === kind);
  return (
    <tr>
      <td className="ops-nowrap">
        <Time at={entry.at} />
      </td>
      <td className="ops-id">{entry.actorId}</td>
      <td>{action ? t(`actions.${action}`) : entry.action}</td>
      <td>{subjectKind && id ? t(`subjects.${subjectKind}`, { id }) : entry.subject}</td>
      <td>{entry.reason}</td>
    </tr>
  );
}
