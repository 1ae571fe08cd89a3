import { EmptyState } from '@shop/ui';
import { formatRupiah, Link, useQuery, useSearchParams, useTRPC } from '@shop/web-core';
import { Loaded } from '@shop/web-core/forms';
import { useMerchantTexts } from '../i18n';
import type { StoreOrder } from '../merchant';
import { MerchantOnly } from '../merchant-only';
import '../merchant.css';
import '../money/money.css';
import { Time } from '../money/wallet';
import { OrderFigures, OrderLabels, PayGoodsCost, ReviewReturn } from '../orders/order-parts';

/**
 * One order of the store (merchants only, `?id=`): everything the store may see of it (items with
 * unit price and unit cost, the delivery address, the fees the buyer paid, its times, payment
 * state, tracking number and return request) and its actions: paying the goods cost, approving or
 * refusing a return.
 */
export default function MerchantOrderPage() {
  const { t } = useMerchantTexts('orders');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div className="merchant-page">
      <h1>{t('detailTitle')}</h1>
      <MerchantOnly>{() => (id ? <OrderDetail id={id} /> : <NotFound />)}</MerchantOnly>
      <Link to="/h5/merchant/order">{t('allOrders')}</Link>
    </div>
  );
}

function NotFound() {
  const { t } = useMerchantTexts('orders');
  return <EmptyState className="merchant-card" title={t('notFound')} titleAs="h2" />;
}

function OrderDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.merchantOrder.detail.queryOptions({ id }, { retry: false }));
  if (order.error?.data?.code === 'NOT_FOUND' || order.error?.data?.code === 'BAD_REQUEST') return <NotFound />;
  return <Loaded query={order}>{(found) => <Order order={found} />}</Loaded>;
}

function Order({ order }: { order: StoreOrder }) {
  const { t } = useMerchantTexts('orders');
  const { address } = order;
  return (
    <>
      <section className="merchant-card merchant-card--wide" aria-labelledby="order-summary">
        <h2 id="order-summary" className="order-no">
          {t('orderNo')} {order.orderNo}
        </h2>
        <OrderLabels order={order} />
        <dl className="merchant-details">
          <dt>{t('orderStatus')}</dt>
          <dd>{t(`statuses.${order.status}`)}</dd>
          <dt>{t('paymentStatus')}</dt>
          <dd>{t(`goodsCostStatuses.${order.goodsCostStatus}`)}</dd>
          <dt>{t('createdAt')}</dt>
          <dd>
            <Time at={order.createdAt} />
          </dd>
          <dt>{t('updatedAt')}</dt>
          <dd>
            <Time at={order.updatedAt} />
          </dd>
          {order.paidAt ? (
            <>
              <dt>{t('paidAt')}</dt>
              <dd>
                <Time at={order.paidAt} />
              </dd>
            </>
          ) : null}
          <dt>{t('trackingNumber')}</dt>
          <dd>{order.trackingNumber || t('notShipped')}</dd>
        </dl>
        {order.goodsCostStatus === 'awaiting' ? (
          <div className="order-card__actions">
            <PayGoodsCost order={order} />
          </div>
        ) : null}
      </section>

      <section className="merchant-card merchant-card--wide" aria-labelledby="order-items">
        <h2 id="order-items">{t('items')}</h2>
        <ul className="order-items">
          {order.items.map((item) => (
            <li key={item.productId}>
              <span className="merchant-grow">
                {item.title}
                <br />
                <span className="merchant-muted">
                  {t('unitPrice')} {formatRupiah(item.unitPrice)} · {t('merchantPrice')} {formatRupiah(item.merchantPrice)} · {t('quantity', { count: item.quantity })}
                </span>
              </span>
              <span className="money-amount">{formatRupiah(item.amount)}</span>
            </li>
          ))}
        </ul>
        <OrderFigures order={order} />
      </section>

      {order.return ? (
        <section className="merchant-card merchant-card--wide" aria-labelledby="order-return">
          <h2 id="order-return">{t('returnTitle')}</h2>
          <p>{t('returnReason', { reason: order.return.reason })}</p>
          <p className="merchant-muted">
            <Time at={order.return.requestedAt} />
          </p>
          {order.return.refusedReason ? <p>{t('refusedReason', { reason: order.return.refusedReason })}</p> : null}
          <p className="merchant-muted">{t('returnPolicy')}</p>
          {order.status === 'return_requested' ? <ReviewReturn order={order} /> : null}
        </section>
      ) : null}

      {address ? (
        <section className="merchant-card merchant-card--wide" aria-labelledby="order-address">
          <h2 id="order-address">{t('address')}</h2>
          <p>
            {address.recipientName} · {address.phone}
          </p>
          <p>
            {address.detail}, {address.districtName}, {address.cityName}, {address.provinceName}
          </p>
        </section>
      ) : null}

      <section className="merchant-card merchant-card--wide" aria-labelledby="order-charged">
        <h2 id="order-charged">{t('charged')}</h2>
        <dl className="money-quote">
          {(['goodsAmount', 'serviceFee', 'shippingFee', 'vat'] as const).map((figure) => (
            <div key={figure}>
              <dt>{t(figure === 'goodsAmount' ? 'saleAmount' : figure)}</dt>
              <dd>{formatRupiah(order[figure])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('total')}</dt>
            <dd className="money-amount">{formatRupiah(order.total)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
