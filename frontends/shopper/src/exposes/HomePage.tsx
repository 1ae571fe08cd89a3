import { EmptyState, Skeleton } from '@shop/ui';
import { Link, QueryBoundary, useQueryClient, useSuspenseQuery, useTRPC } from '@shop/web-core';
import { LoadFailed } from '@shop/web-core/forms';
import { Suspense } from 'react';
import { productListPath } from '../catalog/list-filters';
import { ProductCard } from '../catalog/ProductCard';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/** How many products each of the home page's rails shows. */
const RAIL_SIZE = 10;
/** Boutique picks: the best sellers from this price up (whole rupiah). */
export const BOUTIQUE_MIN_PRICE = 250_000;

/** The cards a 390 px wide phone shows of the first rail without scrolling (two and part of a third): their pictures load at once. */
const CARDS_IN_FIRST_SCREEN = 3;

/**
 * The storefront home, rendered on the server (its frame's header is the search field): a
 * welcome, the category shortcuts, the hot, new and boutique rails, the entries to the street, the
 * collection, opening a store and the bank card, and the shop's promise.
 */
export default function HomePage() {
  const { t } = useShopperTexts('home');
  const promises = ['delivery', 'returns', 'replacement'] as const;
  return (
    <div className="shopper-home">
      <section className="shopper-hero" aria-labelledby="shopper-home-greeting">
        <h1 id="shopper-home-greeting">{t('greeting')}</h1>
        <p>{t('intro')}</p>
      </section>
      {/* No loading state of its own: the page comes with it (a fallback here would swap in while the page hydrates). */}
      <QueryBoundary fallback={() => null}>
        <CategoryShortcuts />
      </QueryBoundary>
      <Rail id="hot" title={t('hotTitle')} seeAll={productListPath({ sort: 'sales' })} input={{ sort: 'sales', limit: RAIL_SIZE }} first />
      <Rail id="new" title={t('newTitle')} seeAll={productListPath({ sort: 'newest' })} input={{ sort: 'newest', limit: RAIL_SIZE }} empty={t('newEmpty')} />
      <Rail
        id="boutique"
        title={t('boutiqueTitle')}
        seeAll={productListPath({ sort: 'sales', minPrice: BOUTIQUE_MIN_PRICE })}
        input={{ sort: 'sales', minPrice: BOUTIQUE_MIN_PRICE, limit: RAIL_SIZE }}
      />
      <Entries />
      <section aria-labelledby="shopper-home-promise">
        <h2 id="shopper-home-promise">{t('promiseTitle')}</h2>
        <ul className="shopper-promises">
          {promises.map((key) => (
            <li key={key}>{t(`promises.${key}`)}</li>
          ))}
        </ul>
        <Link to="/h5/question">{t('help')}</Link>
      </section>
    </div>
  );
}

function CategoryShortcuts() {
  const { t } = useShopperTexts('home');
  const trpc = useTRPC();
  const { categories } = useSuspenseQuery(trpc.category.tree.queryOptions()).data;
  return (
    <nav aria-labelledby="shopper-home-shortcuts">
      <h2 id="shopper-home-shortcuts" className="ui-visually-hidden">
        {t('shortcutsTitle')}
      </h2>
      <ul className="shopper-shortcuts">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={productListPath({ categoryId: category.id })} className="shopper-shortcut">
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/h5/category" className="shopper-shortcut">
            {t('allCategories')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

interface RailInput {
  sort: 'sales' | 'newest';
  minPrice?: number;
  limit: number;
}

/** A titled row of products that scrolls sideways, with a link to the whole list; skeleton cards while it loads. */
function Rail({ id, title, seeAll, input, empty, first = false }: { id: string; title: string; seeAll: string; input: RailInput; empty?: string; first?: boolean }) {
  const { t } = useShopperTexts('home');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = `shopper-home-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="shopper-section-head">
        <h2 id={headingId}>{title}</h2>
        <Link to={seeAll}>{t('seeAll')}</Link>
      </div>
      <QueryBoundary onRetry={() => void queryClient.resetQueries(trpc.product.search.pathFilter())} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
        <Suspense fallback={<RailSkeleton />}>
          <RailProducts input={input} empty={empty ?? t('railEmpty')} eagerCards={first ? CARDS_IN_FIRST_SCREEN : 0} />
        </Suspense>
      </QueryBoundary>
    </section>
  );
}

/** `eagerCards`: how many of the first cards are on the first screen (their pictures load at once). */
function RailProducts({ input, empty, eagerCards }: { input: RailInput; empty: string; eagerCards: number }) {
  const trpc = useTRPC();
  const { items } = useSuspenseQuery(trpc.product.search.queryOptions(input)).data;
  if (items.length === 0) return <EmptyState title={empty} titleAs="h3" />;
  return (
    <ul className="shopper-rail">
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}

function RailSkeleton() {
  return (
    <ul className="shopper-rail" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="shopper-product-card">
          <Skeleton className="shopper-product-card__image" />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </li>
      ))}
    </ul>
  );
}

function Entries() {
  const { t } = useShopperTexts('home');
  const entries = [
    { key: 'street', to: '/h5/merchant/street' },
    { key: 'collection', to: '/h5/collection' },
    { key: 'openStore', to: '/h5/merchant/apply' },
    { key: 'bankCard', to: '/h5/merchant/bank' },
  ] as const;
  return (
    <nav aria-labelledby="shopper-home-entries">
      <h2 id="shopper-home-entries">{t('entriesTitle')}</h2>
      <ul className="shopper-entries">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="shopper-entry">
              {t(`entries.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
