import { Button, ButtonLink, EmptyState, Skeleton } from '@shop/ui';
import { formatRupiah, idParam, imageUrlFor, isNotFound, Link, QueryBoundary, useIsFetching, useParams, useQuery, useQueryClient, srcSetOf, useSuspenseQuery, useTRPC } from '@shop/web-core';
import { LoadFailed, useSubmit } from '@shop/web-core/forms';
import { useEffect, useState } from 'react';
import { useMerchantTexts } from '../i18n';
import type { ShopProduct } from '../merchant';
import '../merchant.css';
import { StoreHeader, StoreStats } from '../store-header';

const PAGE_SIZE = 20;

/**
 * A store's public page: its header and listed products, rendered on the server. Each view is
 * counted as a visit once the page runs in the browser (the service counts a visitor once a day).
 */
export default function MerchantShopPage() {
  const id = idParam(useParams<{ id: string }>().id);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  if (id === undefined) return <ShopNotFound />;
  return (
    <QueryBoundary
      key={id}
      onRetry={() => void queryClient.resetQueries(trpc.merchant.pathFilter())}
      fallback={(error, retry) => (isNotFound(error) ? <ShopNotFound /> : <LoadFailed retry={retry} />)}
    >
      <div className="merchant-page">
        <ShopHeader id={id} />
        <ShopProducts id={id} />
      </div>
    </QueryBoundary>
  );
}

function ShopHeader({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: store } = useSuspenseQuery(trpc.merchant.shop.queryOptions({ id }));
  const { mutate: visit } = useSubmit(trpc.merchant.visit.mutationOptions({ meta: { background: true } }));
  useEffect(() => visit({ id }), [visit, id]);
  return (
    <section className="merchant-card merchant-card--wide">
      <StoreHeader store={store} />
      {store.description ? <p className="merchant-description">{store.description}</p> : null}
      <StoreStats store={store} stats={['sales', 'collections', 'products']} />
    </section>
  );
}

/** The store's products: the first page comes with the page, each "load more" adds the next. */
function ShopProducts({ id }: { id: number }) {
  const { t } = useMerchantTexts('shops');
  const trpc = useTRPC();
  const { data: first } = useSuspenseQuery(trpc.merchant.shopProducts.queryOptions({ id, page: 1, pageSize: PAGE_SIZE }));
  const [pagesShown, setPagesShown] = useState(1);
  const loading = useIsFetching(trpc.merchant.shopProducts.queryFilter({ id })) > 0;
  const lastPage = Math.ceil(first.total / PAGE_SIZE);
  return (
    <section aria-labelledby="merchant-shop-products">
      <h2 id="merchant-shop-products">{t('productsTitle')}</h2>
      {first.total === 0 ? (
        <EmptyState className="merchant-card" title={t('noProducts')} description={t('noProductsText')} titleAs="h3" />
      ) : (
        <>
          <ul className="merchant-shop-products">
            <ProductItems storeId={id} items={first.items} />
            {Array.from({ length: pagesShown - 1 }, (_, index) => (
              <MoreProducts key={index + 2} id={id} page={index + 2} />
            ))}
          </ul>
          {pagesShown < lastPage ? (
            <Button variant="outline" block loading={loading} onClick={() => setPagesShown(pagesShown + 1)}>
              {t('loadMore')}
            </Button>
          ) : (
            <p className="merchant-muted merchant-end">{t('allShown')}</p>
          )}
        </>
      )}
    </section>
  );
}

function MoreProducts({ id, page }: { id: number; page: number }) {
  const trpc = useTRPC();
  const products = useQuery(trpc.merchant.shopProducts.queryOptions({ id, page, pageSize: PAGE_SIZE }));
  if (products.status === 'success') return <ProductItems storeId={id} items={products.data.items} />;
  return (
    <li className="merchant-shop-product">
      {products.status === 'error' ? <LoadFailed retry={() => void products.refetch()} /> : <Skeleton height="6rem" />}
    </li>
  );
}

/** The store's products, each opening its product page as sold by this store. */
function ProductItems({ storeId, items }: { storeId: number; items: readonly ShopProduct[] }) {
  return items.map((product) => (
    <li key={product.id} className="merchant-shop-product">
      <Link to={`/h5/products/${product.id}?store=${storeId}`} className="merchant-shop-product__link">
        {product.images[0] ? (
          <img
            className="merchant-shop-product__image"
            src={imageUrlFor(product.images[0], 160)}
            srcSet={srcSetOf(product.images[0])}
            // Two columns on a phone, each about half the column the shell gives pages (at most 480 px).
            sizes="(min-width: 480px) 14rem, 45vw"
            alt=""
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="merchant-shop-product__image merchant-image-missing" aria-hidden="true" />
        )}
        <h3 className="merchant-product__title">{product.title}</h3>
        <p className="merchant-price">{formatRupiah(product.price)}</p>
      </Link>
    </li>
  ));
}

function ShopNotFound() {
  const { t } = useMerchantTexts('shops');
  return (
    <section className="merchant-page merchant-card" aria-labelledby="merchant-shop-not-found">
      <h1 id="merchant-shop-not-found">{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to="/h5/merchant/street" asChild>
        <ButtonLink variant="outline">{t('toStreet')}</ButtonLink>
      </Link>
    </section>
  );
}
