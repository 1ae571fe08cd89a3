import { Button, EmptyState, Tabs } from '@shop/ui';
import { Link, useInfiniteQuery, useQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { useSubmit } from '@shop/web-core/forms';
import { useState } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Facts, signedRupiah, Time } from '../console/details';
import { nextCursor, PagedList } from '../console/PagedList';
import { ReviewDialogs } from '../console/ReviewDialogs';
import type { Adjustment } from '../console/records';
import { useOperatorTexts } from '../i18n';
import { operatorPages } from '../pages';

const statuses = ['pending', 'approved', 'applied', 'rejected', 'failed'] as const satisfies ReadonlyArray<Adjustment['status']>;

/**
 * The four-eyes queue (`/ops/adjustments`): wallet adjustments above the fund's approval limit,
 * pending first, oldest first; another operator than the requester approves (posted at once) or
 * rejects with a reason; the other states as tabs.
 */
export default function AdjustmentsPage() {
  const { t } = useOperatorTexts('adjustments');
  return (
    <ConsolePage title={t('title')}>
      <Tabs label={t('statusLabel')} items={statuses.map((status) => ({ value: status, label: t(`statuses.${status}`), content: <Queue status={status} /> }))} />
    </ConsolePage>
  );
}

function Queue({ status }: { status: Adjustment['status'] }) {
  const { t } = useOperatorTexts('adjustments');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  // The console's door has loaded it already: whose requests these are not.
  const me = useQuery(trpc.user.me.queryOptions());
  const adjustments = useInfiniteQuery(trpc.operator.adjustmentRequests.infiniteQueryOptions({ status }, { getNextPageParam: nextCursor }));
  const [approving, setApproving] = useState<Adjustment>();
  const [rejecting, setRejecting] = useState<Adjustment>();

  /** A review moves the adjustment to another tab, into the wallet and into the fund's audit log. */
  const review = useSubmit(
    trpc.operator.reviewAdjustment.mutationOptions({
      onSuccess: async (adjustment, { approve }) => {
        setApproving(undefined);
        setRejecting(undefined);
        await Promise.all([
          queryClient.invalidateQueries(trpc.operator.adjustmentRequests.pathFilter()),
          queryClient.invalidateQueries(trpc.operator.wallet.pathFilter()),
          queryClient.invalidateQueries(trpc.operator.fundAudit.pathFilter()),
        ]);
        announce(t(approve ? 'approved' : 'rejected', { amount: signedRupiah(adjustment.amount) }));
      },
    }),
  );

  return (
    <>
      <PagedList query={adjustments} empty={<EmptyState className="ops-card" title={t(`empty.${status}`)} description={t('emptyText')} titleAs="h2" />}>
        {(items) => (
          <ul className="ops-list">
            {items.map((adjustment) => (
              <AdjustmentCard
                key={adjustment.id}
                adjustment={adjustment}
                own={adjustment.requestedBy === me.data?.id}
                onApprove={() => setApproving(adjustment)}
                onReject={() => setRejecting(adjustment)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      <ReviewDialogs
        approving={approving}
        rejecting={rejecting}
        texts={(adjustment) => ({
          approveTitle: t('approveTitle', { amount: signedRupiah(adjustment.amount) }),
          approveText: t('approveText'),
          approve: t('approve'),
          rejectTitle: t('rejectTitle', { amount: signedRupiah(adjustment.amount) }),
          rejectText: t('rejectText'),
          reject: t('reject'),
        })}
        pending={review.isPending}
        onDecide={(adjustment, decision) => review.mutate({ adjustmentId: adjustment.id, ...decision })}
        onClose={() => {
          setApproving(undefined);
          setRejecting(undefined);
        }}
      />
    </>
  );
}

function AdjustmentCard({ adjustment, own, onApprove, onReject }: { adjustment: Adjustment; own: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useOperatorTexts('adjustments');
  const headingId = `ops-adjustment-${adjustment.id}`;
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <div className="ops-card__head">
        <div>
          <h2 id={headingId}>{signedRupiah(adjustment.amount)}</h2>
        </div>
        <span className={`ops-badge ops-badge--${adjustment.status}`}>{t(`statuses.${adjustment.status}`)}</span>
      </div>
      <Facts
        facts={[
          [
            t('user'),
            <Link to={`${operatorPages.WalletsPage.path}?user=${adjustment.userId}`} className="ops-id" aria-label={t('userWallet', { id: adjustment.userId })}>
              {adjustment.userId}
            </Link>,
            'wide',
          ],
          [t('reason'), adjustment.reason, 'wide'],
          [t('requestedBy'), <span className="ops-id">{adjustment.requestedBy}</span>, 'wide'],
          [t('requestedAt'), <Time at={adjustment.requestedAt} />],
          ...(adjustment.reviewedBy ? [[t('reviewedBy'), <span className="ops-id">{adjustment.reviewedBy}</span>, 'wide'] as const] : []),
          ...(adjustment.reviewedAt ? [[t('reviewedAt'), <Time at={adjustment.reviewedAt} />] as const] : []),
          ...(adjustment.reviewReason ? [[t('reviewReason'), adjustment.reviewReason, 'wide'] as const] : []),
        ]}
      />
      {adjustment.status === 'pending' &&
        (own ? (
          <p className="ops-note">{t('ownRequest')}</p>
        ) : (
          <div className="ops-actions">
            <Button size="sm" onClick={onApprove}>
              {t('approve')}
            </Button>
            <Button size="sm" variant="outline" color="danger" onClick={onReject}>
              {t('reject')}
            </Button>
          </div>
        ))}
    </li>
  );
}
