import { EmptyState } from '@shop/ui';
import { Link, QueryBoundary, useQueryClient, useSuspenseQuery, useTRPC } from '@shop/web-core';
import { LoadFailed } from '@shop/web-core/forms';
import { ProductCard } from '../catalog/ProductCard';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/** How many of the newest products the home page's rail shows. */
const NEW_ARRIVALS = 10;

/** The rail's cards a 390 px wide phone shows without scrolling (two and part of a third): their pictures load at once. */
const CARDS_IN_FIRST_SCREEN = 3;

/** The storefront home: the newest products, rendered on the server, and the shop's promise. */
export default function HomePage() {
  const { t } = useShopperTexts('home');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const promises = ['delivery', 'returns', 'replacement'] as const;
  return (
    <div className="shopper-home">
      <section className="shopper-hero" aria-labelledby="shopper-home-greeting">
        <h1 id="shopper-home-greeting">{t('greeting')}</h1>
        <p>{t('intro')}</p>
      </section>
      <QueryBoundary onRetry={() => void queryClient.resetQueries(trpc.product.list.pathFilter())} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
        <NewArrivals />
      </QueryBoundary>
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

/** The newest products, a row that scrolls sideways. */
function NewArrivals() {
  const { t } = useShopperTexts('home');
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.product.list.queryOptions({ page: 1, pageSize: NEW_ARRIVALS }));
  return (
    <section aria-labelledby="shopper-home-new">
      <h2 id="shopper-home-new">{t('newTitle')}</h2>
      {data.items.length === 0 ? (
        <EmptyState title={t('newEmpty')} titleAs="h3" />
      ) : (
        <ul className="shopper-rail">
          {data.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < CARDS_IN_FIRST_SCREEN} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
