import { Button, EmptyState, Input, Select } from '@shop/ui';
import { QueryBoundary, useNavigate, useQueryClient, useSearchParams, useSuspenseInfiniteQuery, useSuspenseQuery, useTRPC, useUiTexts } from '@shop/web-core';
import { LoadFailed, LoadingState, LoadMore } from '@shop/web-core/forms';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { listFiltersOf, productListPath, sortsFor, type ListFilters } from '../catalog/list-filters';
import { ProductCard } from '../catalog/ProductCard';
import { useSearchHistory } from '../catalog/search-history';
import { SearchField } from '../catalog/SearchField';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

const PAGE_SIZE = 20;

/**
 * The product list: by keyword and/or category, in five orders, within a price range, its state in
 * the URL (shareable, and the back button undoes a change). The first page is rendered on the
 * server; more follow as the list scrolls into view. A keyword joins the shopper's search history.
 */
export default function ProductListPage() {
  const [params] = useSearchParams();
  const filters = listFiltersOf(params);
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = (changes: Partial<ListFilters>) => navigate(productListPath({ ...filters, ...changes }), { replace: true });
  useRememberedSearch(filters.keyword);
  return (
    <div className="shopper-list">
      <SearchField keyword={filters.keyword} />
      <QueryBoundary onRetry={() => void queryClient.resetQueries(trpc.product.search.pathFilter())} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
        <ListHeading filters={filters} />
        <ListControls filters={filters} onChange={change} />
        <Suspense fallback={<LoadingState />}>
          <Results filters={filters} />
        </Suspense>
      </QueryBoundary>
    </div>
  );
}

/** A list opened with a keyword is a search the shopper made: it joins their history (once per keyword shown). */
function useRememberedSearch(keyword: string) {
  const { ready, remember } = useSearchHistory();
  const latest = useRef(remember);
  useEffect(() => {
    latest.current = remember;
  });
  useEffect(() => {
    if (ready && keyword !== '') latest.current(keyword);
  }, [ready, keyword]);
}

function ListHeading({ filters }: { filters: ListFilters }) {
  const { t } = useShopperTexts('search');
  const trpc = useTRPC();
  const { categories } = useSuspenseQuery(trpc.category.tree.queryOptions()).data;
  const category = categories.flatMap((top) => [top, ...top.children]).find((node) => node.id === filters.categoryId);
  const title = filters.keyword !== '' ? t('resultsFor', { keyword: filters.keyword }) : (category?.name ?? t('listTitle'));
  return (
    <h1 className="shopper-list__title">
      {title}
      {filters.keyword !== '' && category ? <span className="shopper-muted"> · {category.name}</span> : null}
    </h1>
  );
}

function ListControls({ filters, onChange }: { filters: ListFilters; onChange: (changes: Partial<ListFilters>) => void }) {
  const { t } = useShopperTexts('search');
  const ui = useUiTexts();
  return (
    <div className="shopper-list__controls">
      <Select
        {...ui.select}
        label={t('sortLabel')}
        options={sortsFor(filters.keyword).map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
      />
      <PriceRange filters={filters} onChange={onChange} />
    </div>
  );
}

/** Whole rupiah from a field: digits only (dots and spaces people type are dropped); empty for no bound. */
function rupiahOf(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? undefined : Number(digits.slice(0, 13));
}

function PriceRange({ filters, onChange }: { filters: ListFilters; onChange: (changes: Partial<ListFilters>) => void }) {
  const { t } = useShopperTexts('search');
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const [problem, setProblem] = useState<string>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = rupiahOf(min);
    const maxPrice = rupiahOf(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setProblem(t('priceProblem'));
      return;
    }
    onChange({ minPrice, maxPrice });
  };
  const clear = () => {
    setMin('');
    setMax('');
    setProblem(undefined);
    onChange({ minPrice: undefined, maxPrice: undefined });
  };
  return (
    <details className="shopper-price-range" open={filters.minPrice !== undefined || filters.maxPrice !== undefined}>
      <summary>{t('priceTitle')}</summary>
      <form onSubmit={apply} noValidate>
        <div className="shopper-price-range__fields">
          <Input label={t('minPrice')} inputMode="numeric" value={min} onChange={(event) => (setMin(event.target.value), setProblem(undefined))} />
          <Input label={t('maxPrice')} inputMode="numeric" value={max} error={problem} onChange={(event) => (setMax(event.target.value), setProblem(undefined))} />
        </div>
        <div className="shopper-actions">
          <Button type="submit" size="sm">
            {t('applyPrice')}
          </Button>
          <Button variant="outline" size="sm" onClick={clear}>
            {t('clearPrice')}
          </Button>
        </div>
      </form>
    </details>
  );
}

function Results({ filters }: { filters: ListFilters }) {
  const { t } = useShopperTexts('search');
  const trpc = useTRPC();
  const input = {
    keyword: filters.keyword,
    sort: filters.sort,
    limit: PAGE_SIZE,
    ...(filters.categoryId === undefined ? {} : { categoryId: filters.categoryId }),
    ...(filters.minPrice === undefined ? {} : { minPrice: filters.minPrice }),
    ...(filters.maxPrice === undefined ? {} : { maxPrice: filters.maxPrice }),
  };
  const list = useSuspenseInfiniteQuery(trpc.product.search.infiniteQueryOptions(input, { initialCursor: '', getNextPageParam: (last) => last.nextCursor }));
  const products = list.data.pages.flatMap((page) => page.items);
  if (products.length === 0) return <EmptyState className="shopper-card" title={t('noResults')} description={t('noResultsText')} titleAs="h2" />;
  return (
    <section aria-label={t('listTitle')}>
      {list.data.pages[0]?.similar ? (
        <p className="shopper-note shopper-list__notice" role="status">
          {t('similarNotice', { keyword: filters.keyword })}
        </p>
      ) : null}
      <ul className="shopper-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < 4} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <LoadMore onMore={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} failed={list.isFetchNextPageError} />
      ) : (
        <p className="shopper-muted shopper-end">{t('allShown')}</p>
      )}
    </section>
  );
}
