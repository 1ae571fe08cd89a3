import { buyerOrderTabs, type BuyerOrderTab } from '@shop/contracts/order-rules';
import { EmptyState, Tabs } from '@shop/ui';
import { formatRupiah, Link, useInfiniteQuery, useNavigate, useSearchParams, useTRPC } from '@shop/web-core';
import { Loaded, LoadingState, LoadMore, SignedInOnly } from '@shop/web-core/forms';
import { useShopperTexts } from '../i18n';
import { OrderActions } from '../orders/actions';
import { ItemRow, PageHeader } from '../orders/parts';
import type { BuyerOrder } from '../orders/shapes';
import '../shopper.css';

const PAGE_SIZE = 10;
/** How many of an order's items its card shows; the rest are counted. */
const CARD_ITEMS = 2;

/** The tab named by `?tab=`, or all orders. */
function useTab(): BuyerOrderTab {
  const [search] = useSearchParams();
  const tab = search.get('tab');
  return buyerOrderTabs.find((known) => known === tab) ?? 'all';
}

/** The shopper's orders by tab (all, then the four buyer states), each with its count, newest first. */
export default function OrderListPage() {
  const { t } = useShopperTexts('orders');
  return (
    <>
      <PageHeader title={t('ordersTitle')} back="/h5/account" />
      <SignedInOnly>
        <main className="orders-page">
          <OrderTabs />
        </main>
      </SignedInOnly>
    </>
  );
}

function OrderTabs() {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const tab = useTab();
  // The previous tab's answer stays while the next one loads, so the counts do not blink.
  const orders = useInfiniteQuery(
    trpc.order.list.infiniteQueryOptions({ tab, limit: PAGE_SIZE }, { initialCursor: '', getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: (previous) => previous }),
  );
  const counts = orders.data?.pages[0]?.counts ?? {};
  const label = (name: BuyerOrderTab) => {
    const count = counts[name];
    return count === undefined ? t(`tabs.${name}`) : t('tabWithCount', { tab: t(`tabs.${name}`), count });
  };
  return (
    <Tabs
      label={t('ordersTitle')}
      value={tab}
      onChange={(next) => navigate(next === 'all' ? '/h5/order' : `/h5/order?tab=${next}`, { replace: true })}
      items={buyerOrderTabs.map((name) => ({
        value: name,
        label: label(name),
        content: orders.isPlaceholderData ? (
          <LoadingState />
        ) : (
          <Loaded query={orders}>
            {({ pages }) => {
              const items = pages.flatMap((page) => page.items);
              if (items.length === 0) return <EmptyState className="shopper-card" title={t('noOrders')} titleAs="h2" />;
              return (
                <>
                  <ul className="orders-list">
                    {items.map((order) => (
                      <OrderCard key={order.id} order={order} />
                    ))}
                  </ul>
                  {orders.hasNextPage ? <LoadMore onMore={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage} failed={orders.isFetchNextPageError} /> : null}
                </>
              );
            }}
          </Loaded>
        ),
      }))}
    />
  );
}

/** An order in the list: its store, first items, total, state and what can be done with it. */
function OrderCard({ order }: { order: BuyerOrder }) {
  const { t } = useShopperTexts('orders');
  const more = order.items.length - CARD_ITEMS;
  return (
    <li className="shopper-card" aria-label={`${order.storeName} · ${order.orderNo}`}>
      <div className="orders-card__head">
        <Link to={`/h5/merchant/shop/${order.storeId}`}>{order.storeName}</Link>
        <span className="orders-status">{t(`status.${order.status}`)}</span>
      </div>
      <ul className="shopper-menu">
        {order.items.slice(0, CARD_ITEMS).map((item) => (
          <ItemRow key={item.productId} item={item} />
        ))}
      </ul>
      {more > 0 ? <p className="shopper-muted">{t('moreItems', { count: more })}</p> : null}
      <p className="orders-card__head">
        <Link to={`/h5/order/detail?id=${order.id}`}>{t('detailTitle')}</Link>
        <span>
          {t('total')} <strong>{formatRupiah(order.total)}</strong>
        </span>
      </p>
      <OrderActions order={order} />
    </li>
  );
}
