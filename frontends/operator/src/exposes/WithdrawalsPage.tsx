import { bankOf } from '@shop/contracts/money-rules';
import { Button, EmptyState, Tabs } from '@shop/ui';
import { formatRupiah, Link, useInfiniteQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { useSubmit } from '@shop/web-core/forms';
import { useState } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Facts, Time } from '../console/details';
import { nextCursor, PagedList } from '../console/PagedList';
import { ReviewDialogs } from '../console/ReviewDialogs';
import type { Withdrawal } from '../console/records';
import { useOperatorTexts } from '../i18n';
import { operatorPages } from '../pages';

const statuses = ['in_review', 'paying', 'paid', 'rejected', 'failed'] as const satisfies ReadonlyArray<Withdrawal['status']>;

/** The withdrawal queue (`/ops/withdrawals`): in review first, oldest first; approve, or reject with a reason; the other states as tabs. */
export default function WithdrawalsPage() {
  const { t } = useOperatorTexts('withdrawals');
  const consoleTexts = useOperatorTexts('console').t;
  return (
    <ConsolePage title={t('title')}>
      <Tabs label={t('statusLabel')} items={statuses.map((status) => ({ value: status, label: consoleTexts(`withdrawalStatuses.${status}`), content: <Queue status={status} /> }))} />
    </ConsolePage>
  );
}

function Queue({ status }: { status: Withdrawal['status'] }) {
  const { t } = useOperatorTexts('withdrawals');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const withdrawals = useInfiniteQuery(trpc.operator.withdrawals.infiniteQueryOptions({ status }, { getNextPageParam: nextCursor }));
  const [approving, setApproving] = useState<Withdrawal>();
  const [rejecting, setRejecting] = useState<Withdrawal>();

  /** A review moves the withdrawal to another tab, and into the fund's audit log. */
  const reviewed = async (message: string) => {
    await Promise.all([queryClient.invalidateQueries(trpc.operator.withdrawals.pathFilter()), queryClient.invalidateQueries(trpc.operator.fundAudit.pathFilter())]);
    announce(message);
  };
  const review = useSubmit(
    trpc.operator.reviewWithdrawal.mutationOptions({
      onSuccess: (withdrawal, { approve }) => {
        setApproving(undefined);
        setRejecting(undefined);
        return reviewed(t(approve ? 'approved' : 'rejected', { amount: formatRupiah(withdrawal.amount) }));
      },
    }),
  );

  return (
    <>
      <PagedList query={withdrawals} empty={<EmptyState className="ops-card" title={t(`empty.${status}`)} description={t('emptyText')} titleAs="h2" />}>
        {(items) => (
          <ul className="ops-list">
            {items.map((withdrawal) => (
              <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} onApprove={() => setApproving(withdrawal)} onReject={() => setRejecting(withdrawal)} />
            ))}
          </ul>
        )}
      </PagedList>
      <ReviewDialogs
        approving={approving}
        rejecting={rejecting}
        texts={(withdrawal) => ({
          approveTitle: t('approveTitle', { amount: formatRupiah(withdrawal.amount) }),
          approveText: t('approveText'),
          approve: t('approve'),
          rejectTitle: t('rejectTitle', { amount: formatRupiah(withdrawal.amount) }),
          rejectText: t('rejectText'),
          reject: t('reject'),
        })}
        pending={review.isPending}
        onDecide={(withdrawal, decision) => review.mutate({ withdrawalId: withdrawal.id, ...decision })}
        onClose={() => {
          setApproving(undefined);
          setRejecting(undefined);
        }}
      />
    </>
  );
}

function WithdrawalCard({ withdrawal, onApprove, onReject }: { withdrawal: Withdrawal; onApprove: () => void; onReject: () => void }) {
  const { t } = useOperatorTexts('withdrawals');
  const consoleTexts = useOperatorTexts('console').t;
  const headingId = `ops-withdrawal-${withdrawal.id}`;
  const account = withdrawal.bankAccount;
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <div className="ops-card__head">
        <div>
          <h2 id={headingId}>{formatRupiah(withdrawal.amount)}</h2>
        </div>
        <span className={`ops-badge ops-badge--${withdrawal.status}`}>{consoleTexts(`withdrawalStatuses.${withdrawal.status}`)}</span>
      </div>
      <Facts
        facts={[
          [t('requestedAt'), <Time at={withdrawal.requestedAt} />],
          [t('fee'), formatRupiah(withdrawal.fee)],
          [t('net'), formatRupiah(withdrawal.netAmount)],
          ...(account ? [[t('bank'), `${bankOf(account.bankCode)?.name ?? account.bankCode} ${account.accountNumber} · ${account.accountName}`, 'wide'] as const] : []),
          [
            t('user'),
            <Link to={`${operatorPages.WalletsPage.path}?user=${withdrawal.userId}`} className="ops-id" aria-label={t('userWallet', { id: withdrawal.userId })}>
              {withdrawal.userId}
            </Link>,
            'wide',
          ],
          ...(withdrawal.reviewedAt ? [[t('reviewedAt'), <Time at={withdrawal.reviewedAt} />] as const] : []),
          ...(withdrawal.settledAt ? [[t('settledAt'), <Time at={withdrawal.settledAt} />] as const] : []),
          ...(withdrawal.reason ? [[t('reason'), withdrawal.reason, 'wide'] as const] : []),
        ]}
      />
      {withdrawal.status === 'in_review' && (
        <div className="ops-actions">
          <Button size="sm" onClick={onApprove}>
            {t('approve')}
          </Button>
          <Button size="sm" variant="outline" color="danger" onClick={onReject}>
            {t('reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
