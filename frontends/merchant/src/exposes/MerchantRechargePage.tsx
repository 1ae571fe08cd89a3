import { rechargeProblem, type RechargeKind, type RechargeMethod } from '@shop/contracts/money-rules';
import { Button, ButtonLink, CopyValue, Input } from '@shop/ui';
import { QrCode } from '@shop/ui/qr-code';
import { formatCountdown, formatRupiah, Link, useNavigate, useQuery, useQueryClient, useSearchParams, useSecondsUntil, useTRPC, useUiTexts } from '@shop/web-core';
import { Form, Loaded, SignedInOnly, useForm, useSubmit } from '@shop/web-core/forms';
import { useEffect, useId, useState } from 'react';
import { useMerchantTexts } from '../i18n';
import type { Recharge, RechargeOptions } from '../merchant';
import '../merchant.css';
import '../money/money.css';

const PAGE = '/h5/merchant/recharge';
/** How often a charge waiting for its payer is asked about, while the page is visible. */
const RECHARGE_POLL_MS = 3_000;
const kinds = ['virtual_account', 'qris', 'ewallet'] as const satisfies readonly RechargeKind[];

/**
 * Recharge (any signed-in user): the balance, then an amount and a payment method; then what the
 * payer needs (a VA number, a QR code or the e-wallet's page) until the gateway says it is paid,
 * expired or failed. The charge's id stays in the address (`?id=`), so coming back from an
 * e-wallet or reloading shows it again.
 */
export default function MerchantRechargePage() {
  const { t } = useMerchantTexts('recharge');
  return (
    <div className="merchant-page">
      <h1>{t('title')}</h1>
      <SignedInOnly>
        <RechargeFlow />
      </SignedInOnly>
    </div>
  );
}

function RechargeFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = params.get('id');
  // Trying again offers the last amount and method.
  const [last, setLast] = useState<Pick<Recharge, 'amount' | 'method'>>();
  const charged = (charge: Recharge) => {
    queryClient.setQueryData(trpc.payment.rechargeStatus.queryKey({ id: charge.id }), { ...charge, credited: false });
    navigate(`${PAGE}?id=${charge.id}`);
  };
  const again = (charge: Recharge) => {
    setLast({ amount: charge.amount, method: charge.method });
    navigate(PAGE);
  };
  return (
    <>
      <Balance />
      {id ? <ChargeById id={id} onAgain={again} /> : <RechargeForm initial={last} onCharged={charged} />}
    </>
  );
}

function Balance() {
  const { t } = useMerchantTexts('recharge');
  const trpc = useTRPC();
  const wallet = useQuery(trpc.fund.wallet.queryOptions());
  return (
    <section className="merchant-card merchant-card--wide" aria-label={t('balance')}>
      <Loaded query={wallet}>
        {({ available }) => (
          <p className="money-balance">
            <span>{t('balance')}</span>
            <strong>{formatRupiah(available)}</strong>
          </p>
        )}
      </Loaded>
    </section>
  );
}

function RechargeForm({ initial, onCharged }: { initial: Pick<Recharge, 'amount' | 'method'> | undefined; onCharged: (charge: Recharge) => void }) {
  const trpc = useTRPC();
  const options = useQuery(trpc.payment.rechargeOptions.queryOptions());
  return <Loaded query={options}>{(loaded) => <RechargeFields options={loaded} initial={initial} onCharged={onCharged} />}</Loaded>;
}

function RechargeFields({ options, initial, onCharged }: { options: RechargeOptions; initial: Pick<Recharge, 'amount' | 'method'> | undefined; onCharged: (charge: Recharge) => void }) {
  const { t } = useMerchantTexts('recharge');
  const trpc = useTRPC();
  const methodErrorId = useId();
  const form = useForm({ amount: initial ? String(initial.amount) : '', method: initial?.method ?? '' });
  const create = useSubmit(trpc.payment.recharge.mutationOptions({ onSuccess: onCharged }));
  const amount = Number(form.values.amount);
  const chosen = options.methods.find((option) => option.method === form.values.method);
  const amountField = form.text('amount');
  const methodField = form.control('method');

  const submit = () => {
    const found = rechargeProblem(amount, form.values.method);
    if (form.validate(found ? { [found.field]: found.problem } : {})) create.mutate({ amount, method: form.values.method as RechargeMethod });
  };

  return (
    <section className="merchant-card merchant-card--wide" aria-label={t('title')}>
      <Form submitLabel={t('submit')} pending={create.isPending} onSubmit={submit}>
        <fieldset className="money-presets">
          <legend>{t('presets')}</legend>
          {options.presets.map((preset) => (
            <Button key={preset} variant={amount === preset ? 'solid' : 'outline'} size="sm" aria-pressed={amount === preset} onClick={() => form.change({ amount: String(preset) })}>
              {formatRupiah(preset)}
            </Button>
          ))}
        </fieldset>
        <Input
          {...amountField}
          onChange={(event) => form.change({ amount: event.target.value.replace(/\D/g, '').slice(0, 13) })}
          label={t('customAmount')}
          hint={chosen ? t('limits', { min: formatRupiah(chosen.minAmount), max: formatRupiah(chosen.maxAmount) }) : undefined}
          size="md"
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <fieldset className="money-methods" aria-describedby={methodField.error ? methodErrorId : undefined}>
          <legend>{t('method')}</legend>
          {kinds.map((kind, kindIndex) => {
            const headingId = `${methodErrorId}-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={headingId}>
                <h3 id={headingId}>{t(`kinds.${kind}`)}</h3>
                <ul>
                  {options.methods
                    .filter((option) => option.kind === kind)
                    .map((option, index) => (
                      <li key={option.method}>
                        <label className="money-method">
                          <input
                            // The first method takes the focus when none is chosen.
                            ref={kindIndex === 0 && index === 0 ? methodField.ref : undefined}
                            type="radio"
                            name="recharge-method"
                            value={option.method}
                            checked={form.values.method === option.method}
                            aria-invalid={methodField.error ? true : undefined}
                            onChange={() => form.change({ method: option.method })}
                          />
                          {t(`methods.${option.method}`)}
                        </label>
                      </li>
                    ))}
                </ul>
              </div>
            );
          })}
          {methodField.error ? (
            <p id={methodErrorId} className="money-error">
              {methodField.error}
            </p>
          ) : null}
        </fieldset>
      </Form>
    </section>
  );
}

function ChargeById({ id, onAgain }: { id: string; onAgain: (charge: Recharge) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Asked again every few seconds until the payment is on the balance (the payer has yet to pay,
  // or the wallet is a moment behind the gateway); React Query pauses it while the page is hidden.
  const charge = useQuery(
    trpc.payment.rechargeStatus.queryOptions(
      { id },
      { refetchInterval: (query) => (query.state.data?.status === 'pending' || (query.state.data?.status === 'paid' && !query.state.data.credited) ? RECHARGE_POLL_MS : false) },
    ),
  );
  const credited = charge.data?.credited === true;
  useEffect(() => {
    // The balance and the records change with the payment: shown without a reload.
    if (credited) void queryClient.invalidateQueries(trpc.fund.pathFilter());
  }, [credited, queryClient, trpc]);
  return <Loaded query={charge}>{(current) => <Charge charge={current} onAgain={() => onAgain(current)} />}</Loaded>;
}

function Charge({ charge, onAgain }: { charge: Recharge; onAgain: () => void }) {
  const { t } = useMerchantTexts('recharge');
  const ui = useUiTexts();
  const secondsLeft = useSecondsUntil(charge.expiresAt);
  const amount = formatRupiah(charge.amount);
  if (charge.status === 'paid') {
    return (
      <section className="merchant-card merchant-card--wide" role="status" aria-labelledby="recharge-paid">
        <h2 id="recharge-paid">{t('paidTitle')}</h2>
        <p>{t('paidText', { amount })}</p>
        <Link to="/h5/merchant/fund" asChild>
          <ButtonLink variant="outline">{t('fundHistory')}</ButtonLink>
        </Link>
      </section>
    );
  }
  // The gateway expires an unpaid charge at its time; the page says so from that moment.
  const ended = charge.status === 'failed' ? 'failed' : charge.status === 'expired' || secondsLeft === 0 ? 'expired' : undefined;
  if (ended) {
    return (
      <section className="merchant-card merchant-card--wide merchant-card--warning" role="alert" aria-labelledby="recharge-ended">
        <h2 id="recharge-ended">{t(`${ended}Title`)}</h2>
        <p>{t(`${ended}Text`)}</p>
        <Button onClick={onAgain}>{t('tryAgain')}</Button>
      </section>
    );
  }
  const method = t(`methods.${charge.method}`);
  return (
    <section className="merchant-card merchant-card--wide" aria-labelledby="recharge-charge">
      <h2 id="recharge-charge">{t('chargeTitle')}</h2>
      <p className="money-balance">
        <span>{t('chargeAmount')}</span>
        <strong>{amount}</strong>
      </p>
      <p>{method}</p>
      <p role="timer" className="money-timer">
        {t('payWithin', { time: formatCountdown(secondsLeft) })}
      </p>
      {charge.kind === 'virtual_account' ? (
        charge.method === 'mandiri_bill' ? (
          <>
            <CopyValue {...ui.copyValue} label={t('billerCode')} value={charge.billerCode} />
            <CopyValue {...ui.copyValue} label={t('billKey')} value={charge.vaNumber} />
            <p className="merchant-muted">{t('mandiriSteps')}</p>
          </>
        ) : (
          <>
            <CopyValue {...ui.copyValue} label={t('vaNumber')} value={charge.vaNumber} />
            <p className="merchant-muted">{t('vaSteps')}</p>
          </>
        )
      ) : charge.kind === 'qris' ? (
        <>
          <QrCode value={charge.qrString} label={t('qrLabel', { amount })} />
          <p className="merchant-muted">{t('qrSteps')}</p>
        </>
      ) : (
        <>
          <ButtonLink href={charge.redirectUrl} block>
            {t('openWallet', { wallet: method })}
          </ButtonLink>
          <p className="merchant-muted">{t('ewalletSteps', { wallet: method })}</p>
        </>
      )}
      <p className="merchant-muted" aria-live="polite">
        {t('waiting')}
      </p>
      <Button variant="ghost" onClick={onAgain}>
        {t('otherMethod')}
      </Button>
    </section>
  );
}
