import { merchantOrderTabs, type MerchantOrderTab } from '@shop/contracts/order-rules';
import { EmptyState, Tabs } from '@shop/ui';
import { formatRupiah, Link, useInfiniteQuery, useNavigate, useSearchParams, useTRPC } from '@shop/web-core';
import { Loaded, LoadMore } from '@shop/web-core/forms';
import { useMerchantTexts } from '../i18n';
import type { StoreOrder } from '../merchant';
import { MerchantOnly } from '../merchant-only';
import '../merchant.css';
import '../money/money.css';
import { OrderFigures, OrderLabels, PayGoodsCost } from '../orders/order-parts';

const PAGE_SIZE = 20;

/** The tab the address names (`?tab=`), all when it names none we know. */
function tabOf(value: string | null): MerchantOrderTab {
  return merchantOrderTabs.find((tab) => tab === value) ?? 'all';
}

/**
 * The store's orders (merchants only): the four tabs with their counts, each order with its
 * items, sale amount, goods cost and profit, its payment and order states, and "Pay goods cost"
 * while the goods cost awaits payment; more as the list scrolls. The tab is in the address.
 */
export default function MerchantOrdersPage() {
  const { t } = useMerchantTexts('orders');
  return (
    <div className="merchant-page">
      <h1>{t('title')}</h1>
      <MerchantOnly>{() => <StoreOrders />}</MerchantOnly>
    </div>
  );
}

function StoreOrders() {
  const { t } = useMerchantTexts('orders');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const orders = useInfiniteQuery(trpc.merchantOrder.list.infiniteQueryOptions({ tab, limit: PAGE_SIZE }, { initialCursor: '', getNextPageParam: (page) => page.nextCursor || undefined }));
  const counts = orders.data?.pages[0]?.counts;
  return (
    <Tabs
      label={t('tabsLabel')}
      fullWidth
      value={tab}
      onChange={(next) => navigate(next === 'all' ? '/h5/merchant/order' : `/h5/merchant/order?tab=${next}`, { replace: true })}
      items={merchantOrderTabs.map((value) => ({
        value,
        label: counts ? `${t(`tabs.${value}`)} (${counts[value]})` : t(`tabs.${value}`),
        content: (
          <Loaded query={orders}>
            {({ pages }) => {
              const items = pages.flatMap((page) => page.items);
              if (items.length === 0) return <EmptyState className="merchant-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />;
              return (
                <section aria-label={t(`tabs.${value}`)} className="merchant-page">
                  <ul className="order-list">
                    {items.map((order) => (
                      <OrderCard key={order.id} order={order} />
                    ))}
                  </ul>
                  {orders.hasNextPage ? (
                    <LoadMore onMore={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage} failed={orders.isFetchNextPageError} />
                  ) : (
                    <p className="merchant-muted merchant-end">{t('allShown')}</p>
                  )}
                </section>
              );
            }}
          </Loaded>
        ),
      }))}
    />
  );
}

function OrderCard({ order }: { order: StoreOrder }) {
  const { t } = useMerchantTexts('orders');
  return (
    <li className="order-card" aria-label={`${t('orderNo')} ${order.orderNo}`}>
      <div className="order-card__head">
        <p className="merchant-muted">
          {t('orderNo')} <span className="order-no">{order.orderNo}</span>
        </p>
        <OrderLabels order={order} />
      </div>
      <ul className="order-items" aria-label={t('items')}>
        {order.items.map((item) => (
          <li key={item.productId}>
            <span className="merchant-grow">{item.title}</span>
            <span className="merchant-muted">{t('quantity', { count: item.quantity })}</span>
            <span className="money-amount">{formatRupiah(item.amount)}</span>
          </li>
        ))}
      </ul>
      <OrderFigures order={order} />
      <div className="order-card__actions">
        <Link to={`/h5/merchant/order/detail?id=${order.id}`}>{t('details', { orderNo: order.orderNo })}</Link>
        {order.goodsCostStatus === 'awaiting' ? <PayGoodsCost order={order} /> : null}
      </div>
    </li>
  );
}
