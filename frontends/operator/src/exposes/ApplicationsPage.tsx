import { Button, EmptyState, Modal, Tabs } from '@shop/ui';
import { useInfiniteQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { useSubmit } from '@shop/web-core/forms';
import { useState } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Facts, StoreLogo, Time } from '../console/details';
import { nextCursor, PagedList } from '../console/PagedList';
import { ReasonDialog } from '../console/ReasonDialog';
import type { Application } from '../console/records';
import { useOperatorTexts } from '../i18n';

const statuses = ['submitted', 'approved', 'rejected'] as const satisfies ReadonlyArray<Application['status']>;

/** The application queue (`/ops`): one tab per status, oldest first; approve, or reject with a reason. */
export default function ApplicationsPage() {
  const { t } = useOperatorTexts('applications');
  return (
    <ConsolePage title={t('title')}>
      <Tabs label={t('statusLabel')} items={statuses.map((status) => ({ value: status, label: t(`tabs.${status}`), content: <Queue status={status} /> }))} />
    </ConsolePage>
  );
}

function Queue({ status }: { status: Application['status'] }) {
  const { t } = useOperatorTexts('applications');
  const consoleTexts = useOperatorTexts('console').t;
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const applications = useInfiniteQuery(trpc.operator.applications.infiniteQueryOptions({ status }, { getNextPageParam: nextCursor }));
  const [approving, setApproving] = useState<Application>();
  const [rejecting, setRejecting] = useState<Application>();

  /** A review moves the application to another tab: every tab's list is loaded again. */
  const reviewed = async (message: string) => {
    await queryClient.invalidateQueries(trpc.operator.applications.pathFilter());
    announce(message);
  };
  const approve = useSubmit(
    trpc.operator.approve.mutationOptions({
      onSuccess: (application) => {
        setApproving(undefined);
        return reviewed(t('approved', { name: application.storeName }));
      },
    }),
  );
  const reject = useSubmit(
    trpc.operator.reject.mutationOptions({
      onSuccess: (application) => {
        setRejecting(undefined);
        return reviewed(t('rejected', { name: application.storeName }));
      },
    }),
  );

  return (
    <>
      <PagedList query={applications} empty={<EmptyState className="ops-card" title={t(`empty.${status}`)} description={t('emptyText')} titleAs="h2" />}>
        {(items) => (
          <ul className="ops-list">
            {items.map((application) => (
              <ApplicationCard key={application.id} application={application} onApprove={() => setApproving(application)} onReject={() => setRejecting(application)} />
            ))}
          </ul>
        )}
      </PagedList>
      <Modal
        open={approving !== undefined}
        onClose={() => setApproving(undefined)}
        title={approving && t('approveTitle', { name: approving.storeName })}
        description={t('approveText')}
        size="sm"
        {...ui.modal}
        footer={
          <>
            <Button variant="outline" color="gray" onClick={() => setApproving(undefined)}>
              {consoleTexts('cancel')}
            </Button>
            <Button loading={approve.isPending} onClick={() => approving && approve.mutate({ applicationId: approving.id })}>
              {t('approve')}
            </Button>
          </>
        }
      />
      {rejecting && (
        <ReasonDialog
          title={t('rejectTitle', { name: rejecting.storeName })}
          description={t('rejectText')}
          submitLabel={t('reject')}
          pending={reject.isPending}
          onSubmit={(reason) => reject.mutate({ applicationId: rejecting.id, reason })}
          onClose={() => setRejecting(undefined)}
        />
      )}
    </>
  );
}

function ApplicationCard({ application, onApprove, onReject }: { application: Application; onApprove: () => void; onReject: () => void }) {
  const { t } = useOperatorTexts('applications');
  const headingId = `ops-application-${application.id}`;
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <div className="ops-card__head">
        <StoreLogo logo={application.logo} name={application.storeName} />
        <h2 id={headingId}>{application.storeName}</h2>
      </div>
      <Facts
        facts={[
          [t('submittedAt'), <Time at={application.submittedAt} />],
          [t('owner'), application.ownerName],
          [t('ktp'), application.ktpNumber],
          [t('phone'), application.phone],
          ...(application.reviewedAt ? [[t('reviewedAt'), <Time at={application.reviewedAt} />] as const] : []),
          ...(application.description ? [[t('description'), application.description, 'wide'] as const] : []),
          ...(application.reviewReason ? [[t('reviewReason'), application.reviewReason, 'wide'] as const] : []),
        ]}
      />
      {application.status === 'submitted' && (
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
