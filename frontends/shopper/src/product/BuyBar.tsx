import { Button, ButtonLink } from '@shop/ui';
import { Link, showToast, signInPath, useLocation, useNavigate, useQuery, useQueryClient, useSignedIn, useTRPC } from '@shop/web-core';
import { useSubmit, useWithQuery } from '@shop/web-core/forms';
import { useShopperTexts } from '../i18n';
import '../orders/orders.css';

/**
 * The product page's sticky bottom bar: the cart (with its quantity badge), "Add to cart" and
 * "Buy now" for the store selling the product. A visitor pressing them is sent to sign in and
 * comes back; with no seller (or no stock) they are disabled with a note. The session is
 * browser-only, so the server renders the visitor's bar, disabled.
 */
export function BuyBar({ productId, storeId, stock }: { productId: number; storeId: number | undefined; stock: number }) {
  const { t } = useShopperTexts('orders');
  const signedIn = useSignedIn();
  const [path] = useLocation();
  const signIn = signInPath(useWithQuery()(path));
  const note = storeId === undefined ? t('noSellerNote') : stock < 1 ? t('outOfStockNote') : undefined;
  const buyable = note === undefined && signedIn !== undefined;
  return (
    <div className="orders-buybar" role="region" aria-label={t('buyNow')}>
      {note ? <p className="orders-buybar__note">{note}</p> : null}
      <div className="orders-buybar__actions">
        {signedIn ? (
          <CartLink />
        ) : (
          <Link to="/h5/cart" asChild>
            <ButtonLink variant="ghost">{t('cart')}</ButtonLink>
          </Link>
        )}
        {signedIn && buyable ? (
          <ShopperButtons productId={productId} storeId={storeId!} />
        ) : buyable ? (
          <>
            <Link to={signIn} asChild>
              <ButtonLink variant="outline">{t('addToCart')}</ButtonLink>
            </Link>
            <Link to={signIn} asChild>
              <ButtonLink>{t('buyNow')}</ButtonLink>
            </Link>
          </>
        ) : (
          <>
            <Button variant="outline" disabled>
              {t('addToCart')}
            </Button>
            <Button disabled>{t('buyNow')}</Button>
          </>
        )}
      </div>
    </div>
  );
}

function CartLink() {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const count = useQuery(trpc.cart.get.queryOptions()).data?.totalQuantity ?? 0;
  return (
    <Link to="/h5/cart" asChild>
      <ButtonLink variant="ghost" aria-label={t('cartWithCount', { count })}>
        {t('cart')}
        {count > 0 ? (
          <span className="orders-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </ButtonLink>
    </Link>
  );
}

function ShopperButtons({ productId, storeId }: { productId: number; storeId: number }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useSubmit(
    trpc.cart.add.mutationOptions({
      onSuccess: (cart) => {
        queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
        showToast({ title: t('addedToCart'), color: 'success' });
      },
    }),
  );
  return (
    <>
      <Button variant="outline" loading={add.isPending} onClick={() => add.mutate({ productId, storeId, quantity: 1 })}>
        {t('addToCart')}
      </Button>
      <Button onClick={() => navigate(`/h5/pay?product=${productId}&store=${storeId}&qty=1`)}>{t('buyNow')}</Button>
    </>
  );
}
