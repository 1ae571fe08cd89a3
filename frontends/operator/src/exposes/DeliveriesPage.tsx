import { codeKinds, DELIVERY_RECIPIENT_MAX, deliveryStatuses, retryableDeliveryStatuses } from '@shop/contracts/notification-rules';
import { Button, EmptyState, Input, Modal, Select } from '@shop/ui';
import { useInfiniteQuery, useQueryClient, useSearchParams, useTRPC, useUiTexts } from '@shop/web-core';
import { useSubmit } from '@shop/web-core/forms';
import { useState, type FormEvent } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Facts, Time } from '../console/details';
import { nextCursor, PagedList } from '../console/PagedList';
import type { Delivery } from '../console/records';
import { useOperatorTexts } from '../i18n';

const statusFilters = ['all', ...deliveryStatuses] as const;
type StatusFilter = (typeof statusFilters)[number];
const channels = ['email', 'sms', 'whatsapp', 'in_app'] as const;

/** Whether an operator may send a delivery again: failed or dead-lettered, and never a code. */
export function isRetryable(delivery: Pick<Delivery, 'status' | 'kind'>): boolean {
  return (retryableDeliveryStatuses as readonly string[]).includes(delivery.status) && !(codeKinds as readonly string[]).includes(delivery.kind);
}

/**
 * The messages service's deliveries (`/ops/deliveries?recipient=<address>`): by exact recipient
 * (e-mail, phone or user id) and status, dead letters included, newest first; a card opens to the
 * text sent and its attempts; a failed or dead one (not a code) is sent again after confirmation.
 */
export default function DeliveriesPage() {
  const { t } = useOperatorTexts('deliveries');
  return (
    <ConsolePage title={t('title')}>
      <Deliveries />
    </ConsolePage>
  );
}

function Deliveries() {
  const { t } = useOperatorTexts('deliveries');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  // The recipient applies when searched; the status as soon as it is chosen.
  const [recipient, setRecipient] = useState(params.get('recipient') ?? '');
  const [filter, setFilter] = useState<{ recipient: string; status: StatusFilter }>({ recipient: recipient.trim(), status: 'all' });
  // A new search keeps the last results on screen until its own arrive.
  const deliveries = useInfiniteQuery(trpc.operator.deliveries.infiniteQueryOptions(filter, { getNextPageParam: nextCursor, placeholderData: (previous) => previous }));
  const [retrying, setRetrying] = useState<Delivery>();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, recipient: recipient.trim() }));
  };

  return (
    <>
      <form role="search" className="ops-filters" onSubmit={search}>
        <Input
          type="search"
          label={t('recipient')}
          hint={t('recipientHint')}
          size="md"
          value={recipient}
          maxLength={DELIVERY_RECIPIENT_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <Select
          label={t('status')}
          size="md"
          searchable={false}
          options={statusFilters.map((status) => ({ value: status, label: status === 'all' ? t('allStatuses') : t(`statuses.${status}`) }))}
          value={filter.status}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
          {...ui.select}
        />
        <Button type="submit" size="md">
          {t('find')}
        </Button>
      </form>
      <PagedList query={deliveries} empty={<EmptyState className="ops-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />}>
        {(items) => (
          <ul className="ops-list ops-list--wide">
            {items.map((delivery) => (
              <DeliveryCard key={delivery.id} delivery={delivery} onRetry={() => setRetrying(delivery)} />
            ))}
          </ul>
        )}
      </PagedList>
      {retrying ? <RetryDialog delivery={retrying} onClose={() => setRetrying(undefined)} /> : null}
    </>
  );
}

function DeliveryCard({ delivery, onRetry }: { delivery: Delivery; onRetry: () => void }) {
  const { t } = useOperatorTexts('deliveries');
  const headingId = `ops-delivery-${delivery.id}`;
  // A channel the console does not know yet is shown as the service names it.
  const channel = channels.find((name) => name === delivery.channel);
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <div className="ops-card__head">
        <div>
          <h2 id={headingId} className="ops-id">
            {delivery.kind}
          </h2>
        </div>
        <span className={`ops-badge ops-badge--delivery-${delivery.status}`}>{t(`statuses.${delivery.status}`)}</span>
      </div>
      <Facts
        facts={[
          [t('channel'), channel ? t(`channels.${channel}`) : delivery.channel],
          [t('tries'), delivery.tries],
          [t('createdAt'), <Time at={delivery.createdAt} />],
          ...(delivery.nextTryAt ? [[t('nextTryAt'), <Time at={delivery.nextTryAt} />] as const] : []),
          [t('recipient'), <span className="ops-id">{delivery.recipient}</span>, 'wide'],
          ...(delivery.lastError ? [[t('lastError'), delivery.lastError, 'wide'] as const] : []),
        ]}
      />
      <details className="ops-details">
        <summary>{t('details')}</summary>
        <Facts facts={[...(delivery.subject ? [[t('subject'), delivery.subject, 'wide'] as const] : []), [t('text'), <span className="ops-text">{delivery.text}</span>, 'wide']]} />
        <h3>{t('attempts')}</h3>
        {delivery.attempts.length === 0 ? (
          <p className="ops-muted">{t('noAttempts')}</p>
        ) : (
          // Wider than a phone: the table scrolls sideways, by keyboard too (hence focusable and named).
          <div className="ops-table-scroll" role="region" tabIndex={0} aria-label={t('attempts')}>
            <table className="ops-table ops-table--narrow">
              <thead>
                <tr>
                  <th scope="col">{t('columns.at')}</th>
                  <th scope="col">{t('columns.outcome')}</th>
                  <th scope="col">{t('columns.providerId')}</th>
                  <th scope="col">{t('columns.error')}</th>
                </tr>
              </thead>
              <tbody>
                {delivery.attempts.map((attempt, index) => (
                  <tr key={index}>
                    <td className="ops-nowrap">
                      <Time at={attempt.at} />
                    </td>
                    <td>{attempt.outcome}</td>
                    <td className="ops-id">{attempt.providerId}</td>
                    <td>{attempt.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      {isRetryable(delivery) && (
        <div className="ops-actions">
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Confirms a retry; the card then shows the delivery as the service answered (pending again). */
function RetryDialog({ delivery, onClose }: { delivery: Delivery; onClose: () => void }) {
  const { t } = useOperatorTexts('deliveries');
  const consoleTexts = useOperatorTexts('console').t;
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const retry = useSubmit(
    trpc.operator.retryDelivery.mutationOptions({
      onSuccess: async (retried) => {
        onClose();
        await queryClient.invalidateQueries(trpc.operator.deliveries.pathFilter());
        announce(t('retried', { recipient: retried.recipient }));
      },
    }),
  );
  return (
    <Modal
      open
      title={t('retryTitle', { kind: delivery.kind, recipient: delivery.recipient })}
      description={t('retryText')}
      onClose={onClose}
      size="sm"
      {...ui.modal}
      footer={
        <>
          <Button variant="outline" color="gray" onClick={onClose}>
            {consoleTexts('cancel')}
          </Button>
          <Button loading={retry.isPending} onClick={() => retry.mutate({ deliveryId: delivery.id })}>
            {t('retry')}
          </Button>
        </>
      }
    />
  );
}
