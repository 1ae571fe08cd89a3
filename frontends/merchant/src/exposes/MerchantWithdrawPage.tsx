import { WITHDRAWAL_MIN_AMOUNT } from '@shop/contracts/money-rules';
import { Button, ButtonLink, EmptyState, Input, Modal } from '@shop/ui';
import { formatRupiah, Link, useInfiniteQuery, useQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Form, Loaded, LoadMore, SignedInOnly, useForm, useSubmit, type Problem } from '@shop/web-core/forms';
import { useEffect, useState } from 'react';
import { useMerchantTexts } from '../i18n';
import type { BankAccount, Wallet, Withdrawal, WithdrawalQuote } from '../merchant';
import '../merchant.css';
import '../money/money.css';
import { PasswordConfirmForm } from '../money/password-confirm';
import { bankAccountLine, Time, useInstantFormat } from '../money/wallet';

const PAGE_SIZE = 20;
/** How long the amount rests before its fee is asked for, so typing does not ask for every digit. */
const QUOTE_DELAY_MS = 400;

/** What is wrong with withdrawing `amount` of `available`: the service's own rules, checked first here. */
function withdrawalAmountProblem(amount: number, available: number): Problem | undefined {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'amount_required';
  if (amount < WITHDRAWAL_MIN_AMOUNT) return 'withdrawal_below_minimum';
  if (amount > available) return 'insufficient_balance';
  return undefined;
}

/**
 * Withdraw (any signed-in user): without a bound bank account, the spec's "Bind bank info first
 * before withdrawing"; with one, the available balance and what is on hold, an amount up to the
 * available balance, its fee and net amount before confirming with the password; then the user's
 * withdrawals and their states. While a changed bank card cools off, it says when withdrawals open.
 */
export default function MerchantWithdrawPage() {
  const { t } = useMerchantTexts('withdraw');
  return (
    <div className="merchant-page">
      <h1>{t('title')}</h1>
      <SignedInOnly>
        <Withdraw />
        <Withdrawals />
      </SignedInOnly>
    </div>
  );
}

function Withdraw() {
  const { t } = useMerchantTexts('withdraw');
  const trpc = useTRPC();
  const bank = useQuery(trpc.fund.bankAccount.queryOptions());
  const wallet = useQuery(trpc.fund.wallet.queryOptions());
  return (
    <Loaded query={bank}>
      {(account) =>
        account ? (
          <Loaded query={wallet}>{(figures) => <WithdrawForm account={account} wallet={figures} />}</Loaded>
        ) : (
          <section className="merchant-card merchant-card--warning" aria-labelledby="withdraw-bank-first">
            <h2 id="withdraw-bank-first">{t('bankFirst')}</h2>
            <Link to="/h5/merchant/bank" asChild>
              <ButtonLink>{t('bindBank')}</ButtonLink>
            </Link>
          </section>
        )
      }
    </Loaded>
  );
}

function WithdrawForm({ account, wallet }: { account: BankAccount; wallet: Wallet }) {
  const { t } = useMerchantTexts('withdraw');
  const money = useMerchantTexts('money').t;
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({ amount: '' });
  const [confirming, setConfirming] = useState<WithdrawalQuote>();
  const [requested, setRequested] = useState<Withdrawal>();
  const amount = Number(form.values.amount);
  const problem = withdrawalAmountProblem(amount, wallet.available);
  const settledAmount = useSettled(amount, QUOTE_DELAY_MS);
  const quote = useQuery(trpc.fund.quoteWithdrawal.queryOptions({ amount: settledAmount }, { enabled: settledAmount === amount && problem === undefined }));
  const [checking, setChecking] = useState(false);
  const formatInstant = useInstantFormat();
  const withdraw = useSubmit(
    trpc.fund.withdraw.mutationOptions({
      onSuccess: async (withdrawal) => {
        setConfirming(undefined);
        setRequested(withdrawal);
        form.reset();
        // The balance, the records and the list all moved with the hold.
        await queryClient.invalidateQueries(trpc.fund.pathFilter());
      },
    }),
  );
  const amountField = form.text('amount');

  const changeAmount = (digits: string) => {
    form.change({ amount: digits });
    // More than the balance is said at once, before any submit.
    if (digits !== '' && withdrawalAmountProblem(Number(digits), wallet.available) === 'insufficient_balance') form.validate({ amount: 'insufficient_balance' });
  };

  /** The fee and net amount come from the service (the fee settings in force), shown before confirming. */
  const submit = async () => {
    if (!form.validate({ amount: withdrawalAmountProblem(amount, wallet.available) })) return;
    setChecking(true);
    try {
      setConfirming(await queryClient.fetchQuery(trpc.fund.quoteWithdrawal.queryOptions({ amount })));
    } finally {
      setChecking(false);
    }
  };

  const shownQuote = quote.data?.amount === amount && problem === undefined ? quote.data : undefined;
  const opensAt = account.withdrawalsOpenAt && account.withdrawalsOpenAt > new Date() ? account.withdrawalsOpenAt : undefined;
  return (
    <>
      {opensAt ? (
        <p className="merchant-card merchant-card--warning merchant-card--wide" role="note">
          {t('coolingOff', { time: formatInstant(opensAt) })}
        </p>
      ) : null}
      {requested ? (
        <p className="merchant-card merchant-card--wide" role="status">
          {t('requested', { amount: formatRupiah(requested.amount), status: money(`withdrawalStatuses.${requested.status}`) })}
        </p>
      ) : null}
      <section className="merchant-card merchant-card--wide" aria-label={t('title')}>
        <dl className="merchant-details">
          <dt>{t('to')}</dt>
          <dd>
            {bankAccountLine(account)} · {account.accountName}
          </dd>
          <dt>{t('available')}</dt>
          <dd className="money-amount">{formatRupiah(wallet.available)}</dd>
          {/* Where a withdrawal in review or paying out went: held, no longer available. */}
          {wallet.held > 0 ? (
            <>
              <dt>{money('figures.held')}</dt>
              <dd className="money-amount">{formatRupiah(wallet.held)}</dd>
            </>
          ) : null}
        </dl>
        <Form submitLabel={t('submit')} pending={checking} onSubmit={() => void submit()}>
          <div className="money-amount-row">
            <Input
              {...amountField}
              onChange={(event) => changeAmount(event.target.value.replace(/\D/g, '').slice(0, 13))}
              label={t('amount')}
              hint={t('minimum', { min: formatRupiah(WITHDRAWAL_MIN_AMOUNT) })}
              size="md"
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <Button variant="outline" onClick={() => changeAmount(String(wallet.available))}>
              {t('all')}
            </Button>
          </div>
          {shownQuote ? <QuoteFigures quote={shownQuote} label={t('quoteLabel')} /> : null}
        </Form>
      </section>
      <Modal
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={t('confirmTitle')}
        description={t('confirmText')}
        size="sm"
        {...ui.modal}
        footer={
          <Button variant="outline" color="gray" onClick={() => setConfirming(undefined)}>
            {t('cancel')}
          </Button>
        }
      >
        {confirming ? (
          <>
            <p>{bankAccountLine(account)}</p>
            <QuoteFigures quote={confirming} />
            <PasswordConfirmForm label={t('password')} submitLabel={t('confirm')} pending={withdraw.isPending} onConfirm={(password) => withdraw.mutate({ amount: confirming.amount, password })} />
          </>
        ) : null}
      </Modal>
    </>
  );
}

function QuoteFigures({ quote, label }: { quote: WithdrawalQuote; label?: string }) {
  const { t } = useMerchantTexts('withdraw');
  return (
    <dl className="money-quote" aria-label={label}>
      <div>
        <dt>{t('amount')}</dt>
        <dd>{formatRupiah(quote.amount)}</dd>
      </div>
      <div>
        <dt>{t('fee')}</dt>
        <dd>{formatRupiah(quote.fee)}</dd>
      </div>
      <div>
        <dt>{t('net')}</dt>
        <dd className="money-amount">{formatRupiah(quote.netAmount)}</dd>
      </div>
    </dl>
  );
}

/** `value` once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function Withdrawals() {
  const { t } = useMerchantTexts('withdraw');
  const trpc = useTRPC();
  const withdrawals = useInfiniteQuery(trpc.fund.withdrawals.infiniteQueryOptions({ limit: PAGE_SIZE }, { initialCursor: '', getNextPageParam: (page) => page.nextCursor || undefined }));
  return (
    <section className="merchant-page" aria-labelledby="withdraw-list">
      <h2 id="withdraw-list">{t('listTitle')}</h2>
      <Loaded query={withdrawals}>
        {({ pages }) => {
          const items = pages.flatMap((page) => page.items);
          if (items.length === 0) return <EmptyState className="merchant-card" title={t('empty')} description={t('emptyText')} titleAs="h3" />;
          return (
            <>
              <ul className="money-list">
                {items.map((withdrawal) => (
                  <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
                ))}
              </ul>
              {withdrawals.hasNextPage ? (
                <LoadMore onMore={() => void withdrawals.fetchNextPage()} loading={withdrawals.isFetchingNextPage} failed={withdrawals.isFetchNextPageError} />
              ) : (
                <p className="merchant-muted merchant-end">{t('allShown')}</p>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useMerchantTexts('withdraw');
  const money = useMerchantTexts('money').t;
  return (
    <li className="money-item">
      <p className="money-amount">{formatRupiah(withdrawal.amount)}</p>
      <p className="money-item__side">
        <span className={`money-status money-status--${withdrawal.status}`}>{money(`withdrawalStatuses.${withdrawal.status}`)}</span>
      </p>
      <p className="merchant-muted">
        {t('fee')} {formatRupiah(withdrawal.fee)} · {t('net')} {formatRupiah(withdrawal.netAmount)}
      </p>
      <p className="merchant-muted money-item__side">
        <Time at={withdrawal.requestedAt} />
      </p>
      {withdrawal.bankAccount ? <p className="merchant-muted">{bankAccountLine(withdrawal.bankAccount)}</p> : null}
      {/* An operator writes a rejection's reason for its owner; a failed payout's is the gateway's code, said here in the reader's words. */}
      {withdrawal.status === 'rejected' && withdrawal.reason ? <p>{t('reason', { reason: withdrawal.reason })}</p> : null}
      {withdrawal.status === 'failed' ? <p>{t('payoutFailed')}</p> : null}
    </li>
  );
}
