import { EmptyState } from '@shop/ui';
import { formatCountdown, htmlLang, isNotFound, Link, useLocale, useQuery, useSearchParams, useSecondsUntil, useTRPC } from '@shop/web-core';
import { LoadFailed, LoadingState, SignedInOnly } from '@shop/web-core/forms';
import type { ReactNode } from 'react';
import { useShopperTexts } from '../i18n';
import type { OrdersTexts } from '../locales/en/orders';
import { OrderActions } from '../orders/actions';
import { Fees, ItemRow, PageHeader } from '../orders/parts';
import type { BuyerOrder } from '../orders/shapes';
import '../shopper.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * An unpaid order is read again this often: the order service learns of a payment from the
 * payment service's event a moment after the payment answers (the pay page comes here at once),
 * or the buyer pays at the gateway elsewhere; the page then shows it paid without a reload.
 */
const UNPAID_POLL_MS = 2_000;

/**
 * One of the shopper's orders: its state and what happens next, the address, items, fees and
 * total, the payment, its number and times, and what can be done with it.
 */
export default function OrderDetailPage() {
  const { t } = useShopperTexts('orders');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <>
      <PageHeader title={t('detailTitle')} back="/h5/order" />
      <SignedInOnly>
        <main className="orders-page">{UUID.test(id) ? <OrderDetail id={id} /> : <OrderNotFound />}</main>
      </SignedInOnly>
    </>
  );
}

function OrderNotFound() {
  const { t } = useShopperTexts('orders');
  return <EmptyState className="shopper-card" title={t('orderNotFound')} titleAs="h2" />;
}

function OrderDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.order.detail.queryOptions({ id }, { refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? UNPAID_POLL_MS : false) }));
  if (order.status === 'pending') return <LoadingState />;
  if (order.status === 'error') return isNotFound(order.error) ? <OrderNotFound /> : <LoadFailed retry={() => void order.refetch()} />;
  return <OrderContents order={order.data} />;
}

function OrderContents({ order }: { order: BuyerOrder }) {
  const { t } = useShopperTexts('orders');
  const format = useInstantFormat();
  const address = order.address;
  const method = order.paymentMethod as keyof OrdersTexts['methods'] | null;
  return (
    <>
      <section className="shopper-card" aria-labelledby="order-status">
        <h2 id="order-status">{t(`status.${order.status}`)}</h2>
        <NextStep order={order} />
        <OrderActions order={order} withReturn />
      </section>
      {address ? (
        <section className="shopper-card" aria-labelledby="order-address">
          <h2 id="order-address">{t('deliveryAddress')}</h2>
          <p>
            <strong>{address.recipientName}</strong> {address.phone}
            <br />
            {[address.detail, address.districtName, address.cityName, address.provinceName].join(', ')}
          </p>
        </section>
      ) : null}
      <section className="shopper-card" aria-labelledby="order-items">
        <h2 id="order-items">
          <Link to={`/h5/merchant/shop/${order.storeId}`}>{order.storeName}</Link>
        </h2>
        <ul className="shopper-menu">
          {order.items.map((item) => (
            <ItemRow key={item.productId} item={item} />
          ))}
        </ul>
        <Fees fees={order} />
      </section>
      <section className="shopper-card">
        <dl className="orders-fees">
          <Field label={t('orderNumber')}>{order.orderNo}</Field>
          <Field label={t('paymentMethod')}>{method ? t(`methods.${method}`) : '—'}</Field>
          <Field label={t('paymentStatus')}>{order.paidAt ? t('paid') : t('unpaid')}</Field>
          {order.trackingNumber ? <Field label={t('trackingNumber')}>{order.trackingNumber}</Field> : null}
          <Field label={t('createdTime')}>
            <time dateTime={order.createdAt.toISOString()}>{format(order.createdAt)}</time>
          </Field>
          <Field label={t('updatedTime')}>
            <time dateTime={order.updatedAt.toISOString()}>{format(order.updatedAt)}</time>
          </Field>
        </dl>
      </section>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What happens next in the order's state, with the return and the review as far as they went. */
function NextStep({ order }: { order: BuyerOrder }) {
  const { t } = useShopperTexts('orders');
  const returnInfo = order.return;
  return (
    <>
      {order.status === 'pending_payment' && order.payDeadline ? (
        <PayDeadline deadline={order.payDeadline} />
      ) : order.status === 'pending_receipt' ? (
        <p>{t('next.pending_receipt', { tracking: order.trackingNumber ?? '—' })}</p>
      ) : (
        <p>{t(`next.${order.status}`, { time: '', tracking: '' })}</p>
      )}
      {returnInfo ? <p className="shopper-muted">{t('returnReasonShown', { reason: returnInfo.reason })}</p> : null}
      {returnInfo?.refusedReason ? (
        <p role="status" className="orders-error">
          {t('returnRefused', { reason: returnInfo.refusedReason })}
        </p>
      ) : null}
      {order.review ? <p className="shopper-muted">{t('yourReview', { count: order.review.rating })}</p> : null}
    </>
  );
}

/** An unpaid order's time left to pay, counting down. */
function PayDeadline({ deadline }: { deadline: Date }) {
  const { t } = useShopperTexts('orders');
  const seconds = useSecondsUntil(deadline);
  return (
    <p role="timer" className="orders-timer">
      {t('next.pending_payment', { time: formatCountdown(seconds) })}
    </p>
  );
}

/** Instants in the page's language and the browser's time zone (the page renders in the browser only, signed in). */
function useInstantFormat(): (at: Date) => string {
  const format = new Intl.DateTimeFormat(htmlLang(useLocale()), { dateStyle: 'medium', timeStyle: 'short' });
  return (at) => format.format(at);
}
