import { Avatar, Button, ButtonLink } from '@shop/ui';
import {
  formatRupiah,
  idParam,
  imageUrlFor,
  isNotFound,
  Link,
  QueryBoundary,
  showToast,
  useParams,
  useQueryClient,
  useSearchParams,
  useSuspenseQuery,
  useTRPC,
} from '@shop/web-core';
import { LoadFailed, LoadingState, useSubmit } from '@shop/web-core/forms';
import { Suspense, useEffect } from 'react';
import { DiscountBadge } from '../catalog/ProductCard';
import { ProductGallery } from '../catalog/ProductGallery';
import { useShopperTexts } from '../i18n';
import { BuyBar } from '../product/BuyBar';
import { CollectButton } from '../product/CollectButton';
import { Reviews } from '../product/Reviews';
import '../shopper.css';

/**
 * A product page, rendered on the server: its pictures (a swipeable gallery), price, stock, the store selling it (the shop
 * the shopper came from, `?store=`, when it lists the product), the delivery promise and the
 * description. Opening it in the browser records a view (the product's views and the shopper's
 * footprint) and a visit to the store selling it.
 */
export default function ProductPage() {
  const id = idParam(useParams<{ id: string }>().id);
  const [search] = useSearchParams();
  const storeId = idParam(search.get('store'));
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  if (id === undefined) return <ProductNotFound />;
  return (
    <QueryBoundary
      key={id}
      onRetry={() => void queryClient.resetQueries(trpc.product.pathFilter())}
      fallback={(error, retry) => (isNotFound(error) ? <ProductNotFound /> : <LoadFailed retry={retry} />)}
    >
      <ProductDetails id={id} storeId={storeId} />
    </QueryBoundary>
  );
}

type Product = ReturnType<typeof useProduct>;

function useProduct(id: number, storeId: number | undefined) {
  const trpc = useTRPC();
  // No `storeId` key at all without one: the same query (and cache entry) as a plain link's.
  return useSuspenseQuery(trpc.product.detail.queryOptions(storeId === undefined ? { id } : { id, storeId })).data;
}

function ProductDetails({ id, storeId }: { id: number; storeId: number | undefined }) {
  const { t } = useShopperTexts('product');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const product = useProduct(id, storeId);
  const { mutate: recordView } = useSubmit(trpc.product.view.mutationOptions({ meta: { background: true } }));
  const { mutate: visitStore } = useSubmit(trpc.merchant.visit.mutationOptions({ meta: { background: true } }));
  const sellerId = product.seller?.id;
  useEffect(() => recordView({ id }), [recordView, id]);
  // A product page is a visit to the store selling it too (counted once a day per visitor, as its shop page).
  useEffect(() => {
    if (sellerId !== undefined) visitStore({ id: sellerId });
  }, [visitStore, sellerId]);
  return (
    <article className="shopper-product" aria-labelledby="shopper-product-title">
      {product.images.length > 0 ? (
        <ProductGallery title={product.title} images={product.images} />
      ) : (
        <div className="shopper-product__image shopper-product__image--missing" role="img" aria-label={t('noImage')} />
      )}
      <section className="shopper-card">
        <ProductPrice product={product} />
        <h1 id="shopper-product-title" className="shopper-product__title">
          {product.title}
        </h1>
        <p className="shopper-product__facts shopper-muted">
          <span>{t('sold', { count: product.sales })}</span>
          <span>{product.stock > 0 ? t('inStock', { count: product.stock }) : t('outOfStock')}</span>
        </p>
        <div className="shopper-product__actions">
          <CollectButton productId={id} storeId={product.seller?.id} />
          <ShareButton title={product.title} />
        </div>
      </section>
      <SellerCard seller={product.seller} />
      <section className="shopper-card" aria-labelledby="shopper-product-promise">
        <h2 id="shopper-product-promise">{t('promiseTitle')}</h2>
        <ul className="shopper-product__promises">
          {(['delivery', 'returns', 'replacement', 'warranty'] as const).map((key) => (
            <li key={key}>{t(`promises.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="shopper-card" aria-labelledby="shopper-product-description">
        <h2 id="shopper-product-description">{t('descriptionTitle')}</h2>
        <p className="shopper-product__description">{product.description}</p>
      </section>
      {/* Reviews failing to load leave the rest of the page standing. */}
      <QueryBoundary onRetry={() => void queryClient.resetQueries(trpc.product.reviews.pathFilter())} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
        <Suspense fallback={<LoadingState />}>
          <Reviews productId={id} />
        </Suspense>
      </QueryBoundary>
      <BuyBar productId={id} storeId={product.seller?.id} stock={product.stock} />
    </article>
  );
}

function ProductPrice({ product }: { product: Product }) {
  const { t } = useShopperTexts('product');
  return (
    <p className="shopper-product__price">
      <strong>{formatRupiah(product.price)}</strong>
      {product.listPrice > product.price ? (
        <s className="shopper-muted">
          <span className="ui-visually-hidden">{t('listPrice')} </span>
          {formatRupiah(product.listPrice)}
        </s>
      ) : null}
      <DiscountBadge product={product} />
    </p>
  );
}

/** Shares the page with the phone's share sheet, or copies its link where there is none. */
function ShareButton({ title }: { title: string }) {
  const { t } = useShopperTexts('product');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects: nothing to tell the shopper.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    showToast(copied ? { title: t('linkCopied'), color: 'success' } : { title: t('copyFailed'), color: 'danger' });
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      {t('share')}
    </Button>
  );
}

function SellerCard({ seller }: { seller: Product['seller'] }) {
  const { t } = useShopperTexts('product');
  if (!seller) {
    return (
      <section className="shopper-card">
        <p className="shopper-muted">{t('noSeller')}</p>
      </section>
    );
  }
  return (
    <section className="shopper-card shopper-seller" aria-labelledby="shopper-product-seller">
      <Avatar src={imageUrlFor(seller.logo, 48)} alt={seller.name} size="lg" aria-hidden="true" />
      <div className="shopper-grow">
        <p className="shopper-muted shopper-seller__label">{t('soldBy')}</p>
        <h2 id="shopper-product-seller" className="shopper-seller__name">
          {seller.name}
        </h2>
        <p className="shopper-muted shopper-seller__standing">{t('storeStanding', { level: seller.level, rating: seller.rating.toFixed(1) })}</p>
      </div>
      <Link to={`/h5/merchant/shop/${seller.id}`} asChild>
        <ButtonLink variant="outline" size="sm">
          {t('visitStore')}
        </ButtonLink>
      </Link>
    </section>
  );
}

function ProductNotFound() {
  const { t } = useShopperTexts('product');
  return (
    <section className="shopper-card" aria-labelledby="shopper-product-not-found">
      <h1 id="shopper-product-not-found">{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to="/h5" asChild>
        <ButtonLink variant="outline">{t('toHome')}</ButtonLink>
      </Link>
    </section>
  );
}
