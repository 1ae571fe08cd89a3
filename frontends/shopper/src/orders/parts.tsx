import { formatCountdown, formatRupiah, imageUrlFor, Link, useNavigate, useSecondsUntil } from '@shop/web-core';
import { Button } from '@shop/ui';
import { useShopperTexts } from '../i18n';
import type { OrderItem } from './shapes';
import './orders.css';

/** A page's own header (layout 'none'): back, then the title. */
export function PageHeader({ title, back = '/h5' }: { title: string; back?: string }) {
  const { t } = useShopperTexts('orders');
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate(back));
  return (
    <header className="orders-header">
      <Button variant="ghost" size="sm" aria-label={t('back')} onClick={goBack}>
        <span aria-hidden="true">←</span>
      </Button>
      <h1>{title}</h1>
    </header>
  );
}

export function Thumbnail({ image, alt }: { image: OrderItem['image']; alt: string }) {
  const url = image ? imageUrlFor(image, 64) : undefined;
  return url ? <img className="orders-thumb" src={url} alt={alt} width={64} height={64} loading="lazy" /> : <span className="orders-thumb" role="img" aria-label={alt} />;
}

/** An order's or a quote's item: picture, title, unit price × quantity. */
export function ItemRow({ item }: { item: OrderItem }) {
  return (
    <li className="orders-line">
      <Thumbnail image={item.image} alt={item.title} />
      <div className="orders-line__body">
        <p className="orders-line__title">
          <Link to={`/h5/products/${item.productId}`}>{item.title}</Link>
        </p>
        <p className="shopper-muted">
          {formatRupiah(item.unitPrice)} × {item.quantity}
        </p>
      </div>
    </li>
  );
}

/** The fees itemised: goods, service fee, shipping fee, VAT and the total. */
export function Fees({ fees }: { fees: { goodsAmount: number; serviceFee: number; shippingFee: number; vat: number; total: number } }) {
  const { t } = useShopperTexts('orders');
  const rows = [
    ['goods', fees.goodsAmount],
    ['serviceFee', fees.serviceFee],
    ['shippingFee', fees.shippingFee],
    ['vat', fees.vat],
  ] as const;
  return (
    <dl className="orders-fees">
      {rows.map(([key, amount]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{formatRupiah(amount)}</dd>
        </div>
      ))}
      <dt className="orders-fees__total">{t('total')}</dt>
      <dd className="orders-fees__total">{formatRupiah(fees.total)}</dd>
    </dl>
  );
}

/** The time left to pay, counting down. */
export function PayWithin({ deadline }: { deadline: Date }) {
  const { t } = useShopperTexts('orders');
  const seconds = useSecondsUntil(deadline);
  return (
    <p role="timer" className="orders-timer">
      {t('payWithin', { time: formatCountdown(seconds) })}
    </p>
  );
}
