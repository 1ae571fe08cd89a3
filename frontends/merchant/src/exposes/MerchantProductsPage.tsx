import { Button, EmptyState, Input, Select, Tabs } from '@shop/ui';
import { formatRupiah, useQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Loaded, useSubmit } from '@shop/web-core/forms';
import { useState, type FormEvent } from 'react';
import { categoryChoices, categoryIdOf, type CategoryChoice } from '../categories';
import { useMerchantTexts } from '../i18n';
import type { MyStore } from '../merchant';
import { MerchantOnly } from '../merchant-only';
import '../merchant.css';

const PAGE_SIZE = 20;
/** The catalog search's longest keyword (the BFF's bound). */
const KEYWORD_MAX_LENGTH = 60;

type Shown = 'all' | 'listed';

interface Search {
  keyword: string;
  category: CategoryChoice;
}

/** Product management: the platform catalog with goods cost and profit, listed in the store or not. */
export default function MerchantProductsPage() {
  const { t } = useMerchantTexts('products');
  return (
    <div className="merchant-page">
      <h1>{t('title')}</h1>
      <MerchantOnly>{(store) => <Listing store={store} />}</MerchantOnly>
    </div>
  );
}

function Listing({ store }: { store: MyStore }) {
  const { t } = useMerchantTexts('products');
  const [search, setSearch] = useState<Search>({ keyword: '', category: 'all' });
  const [shown, setShown] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const categoryId = categoryIdOf(search.category);
  // The catalog owns listings: its count is right the moment a listing changes, while the
  // store's own statistic follows through an event.
  const listed = useQuery(useTRPC().merchant.catalog.queryOptions({ listedOnly: true, page: 1, pageSize: 1 }));
  const results = (listedOnly: boolean) => (
    <CatalogPage
      input={{ keyword: search.keyword, ...(categoryId ? { categoryId } : {}), listedOnly, page, pageSize: PAGE_SIZE }}
      emptyTitle={listedOnly ? t('emptyListed') : t('empty')}
      emptyText={listedOnly ? t('emptyListedText') : t('emptyText')}
      onPage={setPage}
    />
  );
  return (
    <>
      <p className="merchant-muted" role="status">
        {t('inStore', { count: listed.data?.total ?? store.productCount })}
      </p>
      <SearchForm
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <Tabs
        label={t('tabsLabel')}
        fullWidth
        value={shown}
        onChange={(next) => {
          setShown(next);
          setPage(1);
        }}
        items={[
          { value: 'all', label: t('tabs.all'), content: results(false) },
          { value: 'listed', label: t('tabs.listed'), content: results(true) },
        ]}
      />
    </>
  );
}

function SearchForm({ onSearch }: { onSearch: (search: Search) => void }) {
  const { t } = useMerchantTexts('products');
  const ui = useUiTexts();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<CategoryChoice>('all');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ keyword: keyword.trim(), category });
  };
  return (
    <form role="search" className="merchant-search" onSubmit={submit}>
      <Input
        label={t('keyword')}
        type="search"
        placeholder={t('keywordPlaceholder')}
        size="md"
        maxLength={KEYWORD_MAX_LENGTH}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <Select
        {...ui.select}
        label={t('category')}
        size="md"
        options={categoryChoices.map((choice) => ({ value: choice, label: t(`categories.${choice}`) }))}
        value={category}
        onChange={setCategory}
      />
      <Button type="submit" size="md">
        {t('search')}
      </Button>
    </form>
  );
}

interface CatalogInput {
  keyword: string;
  categoryId?: number;
  listedOnly: boolean;
  page: number;
  pageSize: number;
}

function CatalogPage({ input, emptyTitle, emptyText, onPage }: { input: CatalogInput; emptyTitle: string; emptyText: string; onPage: (page: number) => void }) {
  const { t } = useMerchantTexts('products');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const catalog = useQuery(trpc.merchant.catalog.queryOptions(input));
  // Said once the list shows the change; nothing else on screen tells a screen reader it happened.
  const [announcement, setAnnouncement] = useState('');
  const setListing = useSubmit(
    trpc.merchant.setListing.mutationOptions({
      onSuccess: async ({ listed }, { productId }) => {
        const title = catalog.data?.items.find((item) => item.productId === productId)?.title ?? '';
        // The in-store count (the catalog's) and the store's statistics (merchant.me) follow the listing.
        await Promise.all([
          queryClient.invalidateQueries(trpc.merchant.catalog.pathFilter()),
          queryClient.invalidateQueries(trpc.merchant.me.queryFilter()),
        ]);
        setAnnouncement(listed ? t('listedNow', { title }) : t('unlistedNow', { title }));
      },
    }),
  );

  return (
    <>
      <p role="status" className="ui-visually-hidden">
        {announcement}
      </p>
      <Loaded query={catalog}>
        {({ items, total, page, pageSize }) =>
          items.length === 0 ? (
            <EmptyState className="merchant-card" title={emptyTitle} description={emptyText} titleAs="h2" />
          ) : (
            <>
              <ul className="merchant-products">
                {items.map((item) => (
                  <li key={item.productId} className="merchant-product">
                    {item.image ? (
                      <img className="merchant-product__image" src={item.image} alt="" width={72} height={72} loading="lazy" />
                    ) : (
                      <span className="merchant-product__image merchant-image-missing" aria-hidden="true" />
                    )}
                    <div className="merchant-grow">
                      <h2 className="merchant-product__title">{item.title}</h2>
                      <dl className="merchant-prices">
                        <div>
                          <dt>{t('price')}</dt>
                          <dd>{formatRupiah(item.price)}</dd>
                        </div>
                        <div>
                          <dt>{t('merchantPrice')}</dt>
                          <dd>{formatRupiah(item.merchantPrice)}</dd>
                        </div>
                        <div>
                          <dt>{t('profit')}</dt>
                          <dd className="merchant-profit">{formatRupiah(item.profit)}</dd>
                        </div>
                      </dl>
                      <p className="merchant-muted">
                        {t('stock', { stock: item.stock })}
                        {item.listed ? <span className="merchant-badge">{t('listed')}</span> : null}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant={item.listed ? 'outline' : 'solid'}
                      aria-label={item.listed ? t('unlistItem', { title: item.title }) : t('listItem', { title: item.title })}
                      loading={setListing.isPending && setListing.variables?.productId === item.productId}
                      onClick={() => setListing.mutate({ productId: item.productId, listed: !item.listed })}
                    >
                      {item.listed ? t('unlist') : t('list')}
                    </Button>
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={Math.max(1, Math.ceil(total / pageSize))} onPage={onPage} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useMerchantTexts('products');
  if (pages === 1) return null;
  return (
    <nav className="merchant-pager" aria-label={t('paging')}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
