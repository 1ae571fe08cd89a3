import { fundRecordTypes, rechargeMethods, RETURNED_MEMO, type FundRecordType } from '@shop/contracts/money-rules';
import { EmptyState, Input, Select } from '@shop/ui';
import { formatRupiah, useInfiniteQuery, useTRPC, useUiTexts } from '@shop/web-core';
import { Loaded, LoadMore, SignedInOnly } from '@shop/web-core/forms';
import { useState } from 'react';
import { useMerchantTexts } from '../i18n';
import type { FundRecord, FundRecordFilters } from '../merchant';
import '../merchant.css';
import '../money/money.css';
import { formatSignedRupiah, Time } from '../money/wallet';

const PAGE_SIZE = 20;
const ALL = 'all';

/**
 * The fund history (any signed-in user): every change to the balance, newest first, with its type,
 * signed amount, the balance after it and its time; filtered by type and dates, more as it scrolls.
 */
export default function MerchantFundPage() {
  const { t } = useMerchantTexts('fund');
  return (
    <div className="merchant-page">
      <h1>{t('title')}</h1>
      <SignedInOnly>
        <FundHistory />
      </SignedInOnly>
    </div>
  );
}

function FundHistory() {
  const { t } = useMerchantTexts('fund');
  const money = useMerchantTexts('money').t;
  const ui = useUiTexts();
  const [type, setType] = useState<FundRecordType | typeof ALL>(ALL);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  // ISO dates compare as strings; a range that ends before it starts is not asked for.
  const rangeInvalid = fromDate !== '' && toDate !== '' && fromDate > toDate;
  const filters: FundRecordFilters = {
    ...(type === ALL ? {} : { type }),
    ...(fromDate ? { fromDate } : {}),
    ...(toDate ? { toDate } : {}),
  };
  return (
    <>
      <section className="money-filters" aria-label={t('filters')}>
        <Select
          {...ui.select}
          label={t('type')}
          size="md"
          searchable={false}
          options={[{ value: ALL, label: t('allTypes') }, ...fundRecordTypes.map((value) => ({ value, label: money(`recordTypes.${value}`) }))]}
          value={type}
          onChange={(value) => setType(value)}
        />
        <Input label={t('from')} type="date" size="md" value={fromDate} max={toDate || undefined} onChange={(event) => setFromDate(event.target.value)} />
        <Input label={t('to')} type="date" size="md" value={toDate} min={fromDate || undefined} error={rangeInvalid ? t('invalidRange') : undefined} onChange={(event) => setToDate(event.target.value)} />
      </section>
      {rangeInvalid ? null : <Records filters={filters} />}
    </>
  );
}

function Records({ filters }: { filters: FundRecordFilters }) {
  const { t } = useMerchantTexts('fund');
  const trpc = useTRPC();
  const records = useInfiniteQuery(trpc.fund.records.infiniteQueryOptions({ ...filters, limit: PAGE_SIZE }, { initialCursor: '', getNextPageParam: (page) => page.nextCursor || undefined }));
  return (
    <Loaded query={records}>
      {({ pages }) => {
        const items = pages.flatMap((page) => page.items);
        if (items.length === 0) return <EmptyState className="merchant-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />;
        return (
          <section aria-label={t('records')}>
            <ul className="money-list">
              {items.map((record) => (
                <RecordItem key={record.id} record={record} />
              ))}
            </ul>
            {records.hasNextPage ? (
              <LoadMore onMore={() => void records.fetchNextPage()} loading={records.isFetchingNextPage} failed={records.isFetchNextPageError} />
            ) : (
              <p className="merchant-muted merchant-end">{t('allShown')}</p>
            )}
          </section>
        );
      }}
    </Loaded>
  );
}

/**
 * A record's memo in the reader's language: the fund service notes a recharge's method by its wire
 * name and an amount given back from a hold as "returned"; an operator's reason reads as written.
 */
function useMemoText(): (record: FundRecord) => string {
  const { t } = useMerchantTexts('fund');
  const recharge = useMerchantTexts('recharge').t;
  return ({ type, memo }) => {
    if (memo === RETURNED_MEMO) return t('returned');
    const method = type === 'recharge' ? rechargeMethods.find((option) => option.method === memo) : undefined;
    return method ? recharge(`methods.${method.method}`) : memo;
  };
}

function RecordItem({ record }: { record: FundRecord }) {
  const { t } = useMerchantTexts('fund');
  const money = useMerchantTexts('money').t;
  const memoText = useMemoText();
  return (
    <li className="money-item">
      <p>{money(`recordTypes.${record.type}`)}</p>
      <p className={`money-amount money-item__side${record.amount > 0 ? ' money-amount--credit' : ''}`}>{formatSignedRupiah(record.amount)}</p>
      <p className="merchant-muted">
        <Time at={record.createdAt} />
      </p>
      <p className="merchant-muted money-item__side">{t('balanceAfter', { balance: formatRupiah(record.balanceAfter) })}</p>
      {record.memo ? <p className="merchant-muted">{memoText(record)}</p> : null}
    </li>
  );
}
