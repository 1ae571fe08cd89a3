import { EmptyState, Input } from '@shop/ui';
import { formatRupiah, useQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { Form, Loaded, useForm, useSubmit, type Problem } from '@shop/web-core/forms';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Time } from '../console/details';
import type { FeeSettings } from '../console/records';
import { useOperatorTexts } from '../i18n';

/** Basis points (1100) as the percent an operator reads and types (11). */
function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A percent typed with at most two decimals (11, 2.5, 0.75) as basis points, or undefined. */
function basisPointsOf(percent: string): number | undefined {
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(percent.trim())) return undefined;
  const basisPoints = Math.round(Number(percent.trim().replace(',', '.')) * 100);
  return basisPoints <= 10_000 ? basisPoints : undefined;
}

/** Whole rupiah typed as digits, or undefined. */
function rupiahOf(text: string): number | undefined {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * The fee settings (`/ops/fees`): every version with the time it takes effect, the one in effect
 * marked; a new version scheduled with its five values (percentages as percents, sent as basis points).
 */
export default function FeesPage() {
  const { t } = useOperatorTexts('fees');
  return (
    <ConsolePage title={t('title')}>
      <Fees />
    </ConsolePage>
  );
}

function Fees() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.operator.feeSettings.queryOptions());
  return (
    <Loaded query={settings}>
      {({ items, currentVersion }) => (
        <>
          <Versions items={items} currentVersion={currentVersion} />
          <ScheduleForm current={items.find((item) => item.version === currentVersion)} />
        </>
      )}
    </Loaded>
  );
}

function Versions({ items, currentVersion }: { items: readonly FeeSettings[]; currentVersion: number }) {
  const { t } = useOperatorTexts('fees');
  if (items.length === 0) return <EmptyState className="ops-card" title={t('versions')} titleAs="h2" />;
  return (
    <div className="ops-table-scroll" role="region" tabIndex={0} aria-labelledby="ops-fees-caption">
      <table className="ops-table">
        <caption id="ops-fees-caption">{t('versions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.version')}</th>
            <th scope="col">{t('columns.effectiveAt')}</th>
            <th scope="col">{t('columns.serviceFee')}</th>
            <th scope="col">{t('columns.shippingFee')}</th>
            <th scope="col">{t('columns.vat')}</th>
            <th scope="col">{t('columns.withdrawalFee')}</th>
            <th scope="col">{t('columns.withdrawalFeeMin')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.version} aria-current={item.version === currentVersion ? 'true' : undefined}>
              <td className="ops-nowrap">
                {item.version}
                {item.version === currentVersion ? <span className="ops-badge ops-badge--active ops-current">{t('current')}</span> : null}
              </td>
              {/* The seeded first version applies from the epoch: "from the start". */}
              <td className="ops-nowrap">{item.effectiveAt.getTime() === 0 ? t('fromTheStart') : <Time at={item.effectiveAt} />}</td>
              <td className="ops-amount">{percentOf(item.serviceFeeBp)} %</td>
              <td className="ops-amount">{formatRupiah(item.shippingFee)}</td>
              <td className="ops-amount">{percentOf(item.vatBp)} %</td>
              <td className="ops-amount">{percentOf(item.withdrawalFeeBp)} %</td>
              <td className="ops-amount">{formatRupiah(item.withdrawalFeeMin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScheduleForm({ current }: { current: FeeSettings | undefined }) {
  const { t } = useOperatorTexts('fees');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const initial = {
    effectiveAt: '',
    serviceFee: current ? percentOf(current.serviceFeeBp) : '',
    shippingFee: current ? String(current.shippingFee) : '',
    vat: current ? percentOf(current.vatBp) : '',
    withdrawalFee: current ? percentOf(current.withdrawalFeeBp) : '',
    withdrawalFeeMin: current ? String(current.withdrawalFeeMin) : '',
  };
  const form = useForm(initial);
  const schedule = useSubmit(
    trpc.operator.scheduleFees.mutationOptions({
      onSuccess: async (scheduled) => {
        await Promise.all([queryClient.invalidateQueries(trpc.operator.feeSettings.pathFilter()), queryClient.invalidateQueries(trpc.operator.fundAudit.pathFilter())]);
        announce(t('scheduled', { version: scheduled.version }));
      },
    }),
  );

  const submit = () => {
    const { values } = form;
    // `datetime-local` is the browser's local time; empty means now.
    const effectiveAt = values.effectiveAt ? new Date(values.effectiveAt) : undefined;
    const percentProblem = (text: string): Problem | undefined => (basisPointsOf(text) === undefined ? 'invalid_percent' : undefined);
    const rupiahProblem = (text: string): Problem | undefined => (rupiahOf(text) === undefined ? 'invalid_amount' : undefined);
    const fine = form.validate({
      effectiveAt: effectiveAt && !(effectiveAt.getTime() >= Date.now()) ? 'effective_in_past' : undefined,
      serviceFee: percentProblem(values.serviceFee),
      shippingFee: rupiahProblem(values.shippingFee),
      vat: percentProblem(values.vat),
      withdrawalFee: percentProblem(values.withdrawalFee),
      withdrawalFeeMin: rupiahProblem(values.withdrawalFeeMin),
    });
    if (!fine) return;
    schedule.mutate({
      ...(effectiveAt ? { effectiveAt } : {}),
      serviceFeeBp: basisPointsOf(values.serviceFee)!,
      shippingFee: rupiahOf(values.shippingFee)!,
      vatBp: basisPointsOf(values.vat)!,
      withdrawalFeeBp: basisPointsOf(values.withdrawalFee)!,
      withdrawalFeeMin: rupiahOf(values.withdrawalFeeMin)!,
    });
  };

  return (
    <section className="ops-card" aria-labelledby="ops-fees-schedule">
      <h2 id="ops-fees-schedule">{t('scheduleTitle')}</h2>
      <p className="ops-muted">{t('scheduleText')}</p>
      <Form submitLabel={t('schedule')} pending={schedule.isPending} onSubmit={submit}>
        <Input {...form.text('effectiveAt')} type="datetime-local" label={t('effectiveAt')} hint={t('effectiveAtHint')} size="md" />
        <Input {...form.text('serviceFee')} label={t('serviceFee')} size="md" required inputMode="decimal" autoComplete="off" />
        <Input {...form.text('shippingFee')} label={t('shippingFee')} size="md" required inputMode="numeric" autoComplete="off" />
        <Input {...form.text('vat')} label={t('vat')} size="md" required inputMode="decimal" autoComplete="off" />
        <Input {...form.text('withdrawalFee')} label={t('withdrawalFee')} size="md" required inputMode="decimal" autoComplete="off" />
        <Input {...form.text('withdrawalFeeMin')} label={t('withdrawalFeeMin')} size="md" required inputMode="numeric" autoComplete="off" />
      </Form>
    </section>
  );
}

