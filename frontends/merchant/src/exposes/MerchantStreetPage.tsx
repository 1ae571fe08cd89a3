import { STORE_QUERY_MAX_LENGTH } from '@shop/contracts/merchant-rules';
import { Avatar, Button, EmptyState, Input, Select } from '@shop/ui';
import { imageUrlFor, Link, QueryBoundary, useQueryClient, useSearchParams, useSuspenseInfiniteQuery, useTRPC, useUiTexts } from '@shop/web-core';
import { LoadFailed, LoadingState, LoadMore } from '@shop/web-core/forms';
import { Suspense, useState, useTransition, type FormEvent } from 'react';
import { useMerchantTexts } from '../i18n';
import type { PublicStore, StreetSort } from '../merchant';
import '../merchant.css';
import { ratingText, StoreStats } from '../store-header';

/** The spec's seven orders of the street, each ascending or descending. */
const streetSorts = ['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections'] as const satisfies readonly StreetSort[];
const PAGE_SIZE = 20;

interface StreetFilters {
  query: string;
  sort: StreetSort;
  ascending: boolean;
}

function isStreetSort(value: string | null): value is StreetSort {
  return (streetSorts as readonly (string | null)[]).includes(value);
}

/** A link may open the street already searched or sorted: `?q=batik&sort=rating&order=asc`. */
function filtersOf(params: URLSearchParams): StreetFilters {
  const sort = params.get('sort');
  return {
    query: (params.get('q') ?? '').trim().slice(0, STORE_QUERY_MAX_LENGTH),
    sort: isStreetSort(sort) ? sort : 'overall',
    ascending: params.get('order') === 'asc',
  };
}

/**
 * The street: every open store, searched by part of its name, in one of seven orders either way.
 * The first page is rendered on the server; more follow as the list scrolls into view.
 */
export default function MerchantStreetPage() {
  const { t } = useMerchantTexts('shops');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersOf(params));
  // A new search keeps the current stores on screen (marked busy) until the new ones arrive.
  const [searching, startSearch] = useTransition();
  const change = (changes: Partial<StreetFilters>) => startSearch(() => setFilters((current) => ({ ...current, ...changes })));
  return (
    <div className="merchant-page">
      <h1>{t('streetTitle')}</h1>
      <p className="merchant-muted">{t('streetIntro')}</p>
      <StreetControls filters={filters} onChange={change} />
      <QueryBoundary onRetry={() => void queryClient.resetQueries(trpc.merchant.street.pathFilter())} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
        <Suspense fallback={<LoadingState />}>
          <StreetStores filters={filters} busy={searching} />
        </Suspense>
      </QueryBoundary>
    </div>
  );
}

function StreetControls({ filters, onChange }: { filters: StreetFilters; onChange: (changes: Partial<StreetFilters>) => void }) {
  const { t } = useMerchantTexts('shops');
  const ui = useUiTexts();
  const [query, setQuery] = useState(filters.query);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ query: query.trim() });
  };
  return (
    <form role="search" className="merchant-search" onSubmit={search}>
      <Input
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        size="md"
        maxLength={STORE_QUERY_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" size="md">
        {t('searchButton')}
      </Button>
      <Select
        {...ui.select}
        label={t('sort')}
        size="md"
        options={streetSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
      />
      <Button variant="outline" size="md" aria-pressed={filters.ascending} onClick={() => onChange({ ascending: !filters.ascending })}>
        <span aria-hidden="true" className="merchant-order-arrow">
          {filters.ascending ? '↑' : '↓'}
        </span>{' '}
        {t('ascending')}
      </Button>
    </form>
  );
}

function StreetStores({ filters, busy }: { filters: StreetFilters; busy: boolean }) {
  const { t } = useMerchantTexts('shops');
  const trpc = useTRPC();
  const street = useSuspenseInfiniteQuery(
    trpc.merchant.street.infiniteQueryOptions({ ...filters, limit: PAGE_SIZE }, { initialCursor: '', getNextPageParam: (last) => last.nextCursor }),
  );
  const stores = street.data.pages.flatMap((page) => page.items);
  if (stores.length === 0) return <EmptyState className="merchant-card" title={t('noStores')} description={t('noStoresText')} titleAs="h2" />;
  return (
    <section aria-label={t('storesFound')} aria-busy={busy}>
      <ul className="merchant-street">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
      {street.hasNextPage ? (
        <LoadMore onMore={() => void street.fetchNextPage()} loading={street.isFetchingNextPage} failed={street.isFetchNextPageError} />
      ) : (
        <p className="merchant-muted merchant-end">{t('allShown')}</p>
      )}
    </section>
  );
}

function StoreCard({ store }: { store: PublicStore }) {
  const { t } = useMerchantTexts('common');
  return (
    <Link to={`/h5/merchant/shop/${store.id}`} className="merchant-store-card">
      {/* The name follows; the logo adds nothing to the link's name. */}
      <Avatar src={imageUrlFor(store.logo, 48)} alt={store.name} size="lg" aria-hidden="true" />
      <div className="merchant-grow">
        <h2 className="merchant-store-name">{store.name}</h2>
        <p className="merchant-muted">
          {t('level', { level: store.level })} · {t('rating', { rating: ratingText(store.rating) })}
        </p>
        <StoreStats store={store} stats={['sales', 'collections', 'visits']} />
      </div>
    </Link>
  );
}
