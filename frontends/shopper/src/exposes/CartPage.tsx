import { LINE_MAX_QUANTITY } from '@shop/contracts/order-rules';
import { Button, ButtonLink } from '@shop/ui';
import { formatRupiah, Link, useNavigate, useQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';
import { useShopperTexts } from '../i18n';
import { PageHeader, Thumbnail } from '../orders/parts';
import type { Cart, CartLine } from '../orders/shapes';
import '../shopper.css';

/**
 * The cart: lines grouped by store, each selectable (per line, per store, all), with a quantity
 * stepper bounded by the stock, and a footer with the selected total and the checkout.
 */
export default function CartPage() {
  const { t } = useShopperTexts('orders');
  return (
    <>
      <PageHeader title={t('cartTitle')} />
      <SignedInOnly>
        <ShopperCart />
      </SignedInOnly>
    </>
  );
}

/** Every change answers the whole cart: it replaces the cached one. */
function useCartChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return { onSuccess: (cart: Cart) => queryClient.setQueryData(trpc.cart.get.queryKey(), cart) };
}

function ShopperCart() {
  const trpc = useTRPC();
  const cart = useQuery(trpc.cart.get.queryOptions());
  return <Loaded query={cart}>{(current) => <CartContents cart={current} />}</Loaded>;
}

function CartContents({ cart }: { cart: Cart }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const select = useSubmit(trpc.cart.select.mutationOptions(useCartChange()));
  if (cart.stores.length === 0) {
    return (
      <main className="orders-page">
        <section className="shopper-card">
          <p>{t('emptyCart')}</p>
          <Link to="/h5" asChild>
            <ButtonLink variant="outline">{t('toHome')}</ButtonLink>
          </Link>
        </section>
      </main>
    );
  }
  const available = cart.stores.flatMap((store) => store.lines.filter((line) => line.available));
  const allSelected = available.length > 0 && available.every((line) => line.selected);
  return (
    <>
      <main className="orders-page">
        {cart.stores.map((store) => {
          const lines = store.lines.filter((line) => line.available);
          const storeSelected = lines.length > 0 && lines.every((line) => line.selected);
          return (
            <section key={store.storeId} className="shopper-card" aria-label={store.storeName}>
              <div className="orders-store">
                <input
                  type="checkbox"
                  aria-label={t('selectStore', { store: store.storeName })}
                  checked={storeSelected}
                  disabled={lines.length === 0 || select.isPending}
                  onChange={() => select.mutate({ storeId: store.storeId, selected: !storeSelected })}
                />
                <Link to={`/h5/merchant/shop/${store.storeId}`}>{store.storeName}</Link>
              </div>
              <ul className="shopper-menu">
                {store.lines.map((line) => (
                  <Line key={line.productId} line={line} />
                ))}
              </ul>
            </section>
          );
        })}
      </main>
      <footer className="orders-footer">
        <label className="orders-method">
          <input type="checkbox" checked={allSelected} disabled={available.length === 0 || select.isPending} onChange={() => select.mutate({ selected: !allSelected })} />
          {t('selectAll')}
        </label>
        <p>
          {t('selectedTotal')} <strong>{formatRupiah(cart.selectedAmount)}</strong>
        </p>
        <Button disabled={cart.selectedCount === 0} onClick={() => navigate('/h5/pay?from=cart')}>
          {t('checkout', { count: cart.selectedCount })}
        </Button>
      </footer>
    </>
  );
}

function Line({ line }: { line: CartLine }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const change = useCartChange();
  const update = useSubmit(trpc.cart.update.mutationOptions(change));
  const remove = useSubmit(trpc.cart.remove.mutationOptions(change));
  const key = { productId: line.productId, storeId: line.storeId };
  const max = Math.max(1, Math.min(line.stock, LINE_MAX_QUANTITY));
  const setQuantity = (quantity: number) => update.mutate({ ...key, quantity, selected: line.selected });
  return (
    <li className={line.available ? 'orders-line' : 'orders-line orders-line--unavailable'}>
      <input
        type="checkbox"
        aria-label={t('selectLine', { title: line.title })}
        checked={line.available && line.selected}
        disabled={!line.available || update.isPending}
        onChange={() => update.mutate({ ...key, quantity: line.quantity, selected: !line.selected })}
      />
      <Thumbnail image={line.image} alt={line.title} />
      <div className="orders-line__body">
        <p className="orders-line__title">
          <Link to={`/h5/products/${line.productId}?store=${line.storeId}`}>{line.title}</Link>
        </p>
        <p>{line.available ? formatRupiah(line.unitPrice) : t('unavailable')}</p>
        <div className="orders-stepper" role="group" aria-label={t('quantityOf', { title: line.title })}>
          <Button variant="outline" size="sm" aria-label={t('decrease')} disabled={!line.available || line.quantity <= 1 || update.isPending} onClick={() => setQuantity(line.quantity - 1)}>
            −
          </Button>
          <output aria-live="polite">{line.quantity}</output>
          <Button variant="outline" size="sm" aria-label={t('increase')} disabled={!line.available || line.quantity >= max || update.isPending} onClick={() => setQuantity(line.quantity + 1)}>
            +
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('removeLine', { title: line.title })} loading={remove.isPending} onClick={() => remove.mutate({ lines: [key] })}>
            {t('remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
