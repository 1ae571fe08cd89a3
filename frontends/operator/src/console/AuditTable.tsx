import { EmptyState } from '@shop/ui';
import { useOperatorTexts } from '../i18n';
import { Time } from './details';
import { PagedList } from './PagedList';
import type { AuditEntry } from './records';

/** What an audit log's infinite query hands the table. */
type AuditQuery = Parameters<typeof PagedList<AuditEntry>>[0]['query'];

interface AuditTableProps {
  query: AuditQuery;
  caption: string;
  empty: { title: string; text: string };
  /** The entry's action and subject in the page's words; what the console does not know yet stays as the service wrote it. */
  describe: (entry: AuditEntry) => { action: string; subject: string };
}

/** An audit log: who did what to which subject, why and when, newest first, a page at a time. */
export function AuditTable({ query, caption, empty, describe }: AuditTableProps) {
  const { t } = useOperatorTexts('audit');
  return (
    <PagedList query={query} empty={<EmptyState className="ops-card" title={empty.title} description={empty.text} titleAs="h2" />}>
      {(entries) => (
        // Wider than a phone: the table scrolls sideways, by keyboard too (hence focusable and named).
        <div className="ops-table-scroll" role="region" tabIndex={0} aria-labelledby="ops-audit-caption">
          <table className="ops-table">
            <caption id="ops-audit-caption">{caption}</caption>
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
              {entries.map((entry) => {
                const { action, subject } = describe(entry);
                return (
                  <tr key={entry.id}>
                    <td className="ops-nowrap">
                      <Time at={entry.at} />
                    </td>
                    <td className="ops-id">{entry.actorId}</td>
                    <td>{action}</td>
                    <td>{subject}</td>
                    <td>{entry.reason}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}


/**
 * Describes entries by a service's known action and subject names (`store.suspended`,
 * `store:7`); anything newer is shown as the service wrote it.
 */
export function auditWords<Action extends string, Kind extends string>(
  actions: readonly Action[],
  subjectKinds: readonly Kind[],
  actionText: (action: Action) => string,
  subjectText: (kind: Kind, id: string) => string,
): AuditTableProps['describe'] {
  return (entry) => {
    const action = actions.find((known) => known === entry.action);
    const [kind, id] = entry.subject.split(':', 2);
    const subjectKind = subjectKinds.find((known) => known === kind);
    return { action: action ? actionText(action) : entry.action, subject: subjectKind && id ? subjectText(subjectKind, id) : entry.subject };
  };
}
