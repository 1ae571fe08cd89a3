import { ADJUSTMENT_MAX_AMOUNT } from '@shop/contracts/money-rules';
import { reviewReasonProblem } from '@shop/contracts/merchant-rules';
import { Button, EmptyState, Input, Modal } from '@shop/ui';
import { formatRupiah, useInfiniteQuery, useNavigate, useQueryClient, useSearchParams, useTRPC, useUiTexts } from '@shop/web-core';
import { Form, useForm, useSubmit } from '@shop/web-core/forms';
import { useState, type FormEvent } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Facts, signedRupiah, Time } from '../console/details';
import { PagedList } from '../console/PagedList';
import type { FundRecord, WalletPage } from '../console/records';
import { useOperatorTexts } from '../i18n';
import { operatorPages } from '../pages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const figures = ['available', 'held', 'assets', 'profit', 'goodsCost'] as const satisfies ReadonlyArray<keyof WalletPage['wallet']>;

/**
 * A user's wallet (`/ops/wallets?user=<id>`): found by user id, as the console names users (a
 * store's owner, a withdrawal's requester, an audit entry); its figures and records, newest first;
 * an adjustment by a signed amount with a reason, confirmed before it is posted.
 */
export default function WalletsPage() {
  const { t } = useOperatorTexts('wallets');
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  return (
    <ConsolePage title={t('title')}>
      <FindUser key={user} user={user} />
      {UUID.test(user) ? <Wallet key={user} userId={user.toLowerCase()} /> : null}
    </ConsolePage>
  );
}

function FindUser({ user }: { user: string }) {
  const { t } = useOperatorTexts('wallets');
  const navigate = useNavigate();
  const [id, setId] = useState(user);
  const [invalid, setInvalid] = useState(user !== '' && !UUID.test(user));
  const find = (event: FormEvent) => {
    event.preventDefault();
    const wanted = id.trim();
    if (!UUID.test(wanted)) return setInvalid(true);
    navigate(`${operatorPages.WalletsPage.path}?user=${wanted.toLowerCase()}`);
  };
  return (
    <form role="search" className="ops-filters" onSubmit={find}>
      <Input
        label={t('userId')}
        hint={t('userIdHint')}
        error={invalid ? t('invalidUserId') : undefined}
        size="md"
        value={id}
        maxLength={36}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setId(event.target.value);
          setInvalid(false);
        }}
      />
      <Button type="submit" size="md">
        {t('find')}
      </Button>
    </form>
  );
}

function Wallet({ userId }: { userId: string }) {
  const { t } = useOperatorTexts('wallets');
  const trpc = useTRPC();
  const [adjusting, setAdjusting] = useState(false);
  const pages = useInfiniteQuery(trpc.operator.wallet.infiniteQueryOptions({ userId }, { getNextPageParam: (page) => page.nextCursor }));
  // The figures are the latest page's: every page reads the wallet as it is now.
  const wallet = pages.data?.pages.at(-1)?.wallet;
  // The records of every page loaded, as the console's paged list reads them.
  const records = { ...pages, data: pages.data && { pages: pages.data.pages.map((page) => ({ items: page.records })) } };
  return (
    <section className="ops-card" aria-labelledby="ops-wallet-heading">
      <div className="ops-card__head">
        <div>
          <h2 id="ops-wallet-heading" className="ops-id">
            {t('walletOf', { id: userId })}
          </h2>
        </div>
        <Button size="sm" variant="outline" disabled={!wallet} onClick={() => setAdjusting(true)}>
          {t('adjust')}
        </Button>
      </div>
      {wallet ? <Facts facts={figures.map((figure) => [t(`figures.${figure}`), formatRupiah(wallet[figure])] as const)} /> : null}
      <h3>{t('records')}</h3>
      <PagedList query={records} empty={<EmptyState title={t('noRecords')} description={t('noRecordsText')} titleAs="h4" />}>
        {(items) => <Records records={items} />}
      </PagedList>
      {adjusting ? <AdjustDialog userId={userId} onClose={() => setAdjusting(false)} /> : null}
    </section>
  );
}

function Records({ records }: { records: readonly FundRecord[] }) {
  const { t } = useOperatorTexts('wallets');
  const consoleTexts = useOperatorTexts('console').t;
  return (
    <div className="ops-table-scroll" role="region" tabIndex={0} aria-label={t('records')}>
      <table className="ops-table">
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td className="ops-nowrap">
                <Time at={record.createdAt} />
              </td>
              <td>{consoleTexts(`recordTypes.${record.type}`)}</td>
              <td className="ops-amount">{signedRupiah(record.amount)}</td>
              <td className="ops-amount" aria-label={t('balanceAfter')}>
                {formatRupiah(record.balanceAfter)}
              </td>
              <td>{record.memo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A signed whole-rupiah amount within the adjustment bounds, or the problem with it. */
function adjustmentProblem(text: string): 'amount_required' | 'invalid_amount' | undefined {
  if (text.trim() === '') return 'amount_required';
  const amount = Number(text.trim());
  return /^-?\d+$/.test(text.trim()) && amount !== 0 && Math.abs(amount) <= ADJUSTMENT_MAX_AMOUNT ? undefined : 'invalid_amount';
}

/** The adjustment's amount and reason, then a confirmation of both before it is posted. */
function AdjustDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useOperatorTexts('wallets');
  const consoleTexts = useOperatorTexts('console').t;
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const form = useForm({ amount: '', reason: '' });
  const [confirming, setConfirming] = useState<{ amount: number; reason: string }>();
  const adjust = useSubmit(
    trpc.operator.requestAdjustment.mutationOptions({
      onSuccess: async ({ adjustment }) => {
        onClose();
        await Promise.all([
          queryClient.invalidateQueries(trpc.operator.wallet.pathFilter()),
          queryClient.invalidateQueries(trpc.operator.adjustmentRequests.pathFilter()),
          queryClient.invalidateQueries(trpc.operator.fundAudit.pathFilter()),
        ]);
        // Above the fund's threshold it waits for a second operator in the adjustments queue.
        announce(t(adjustment.status === 'pending' ? 'sentForApproval' : 'adjusted', { amount: signedRupiah(adjustment.amount) }));
      },
    }),
  );
  const next = () => {
    if (form.validate({ amount: adjustmentProblem(form.values.amount), reason: reviewReasonProblem(form.values.reason) })) {
      setConfirming({ amount: Number(form.values.amount.trim()), reason: form.values.reason.trim() });
    }
  };
  if (confirming) {
    return (
      <Modal
        open
        title={t('confirmTitle', { amount: signedRupiah(confirming.amount) })}
        description={t('confirmText', { reason: confirming.reason })}
        onClose={onClose}
        size="sm"
        {...ui.modal}
        footer={
          <>
            <Button variant="outline" color="gray" onClick={() => setConfirming(undefined)}>
              {t('back')}
            </Button>
            <Button loading={adjust.isPending} onClick={() => adjust.mutate({ userId, ...confirming })}>
              {consoleTexts('confirm')}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Modal open title={t('adjustTitle')} description={t('adjustText')} onClose={onClose} {...ui.modal}>
      <Form submitLabel={t('next')} pending={false} onSubmit={next}>
        <Input {...form.text('amount')} label={t('amount')} hint={t('amountHint')} size="md" required inputMode="numeric" autoComplete="off" />
        <Input {...form.text('reason')} label={consoleTexts('reason')} hint={consoleTexts('reasonHint')} size="md" required autoComplete="off" />
      </Form>
    </Modal>
  );
}
