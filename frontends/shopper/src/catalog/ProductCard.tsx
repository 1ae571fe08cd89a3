import { formatRupiah, Link } from '@shop/web-core';
import { useShopperTexts } from '../i18n';

/** What a product card shows: the fields every product list answers with. */
export interface ProductSummary {
  id: number;
  title: string;
  image: string;
  price: number;
  listPrice: number;
  discount: number;
}

/** "-20%" beside a discounted price; nothing for a product sold at its list price. */
export function DiscountBadge({ product }: { product: Pick<ProductSummary, 'price' | 'listPrice' | 'discount'> }) {
  const { t } = useShopperTexts('product');
  return product.listPrice > product.price ? <span className="shopper-badge">{t('discount', { percent: product.discount })}</span> : null;
}

/**
 * A product in a rail or list: its picture, title and price (with the discount), opening its page.
 * `eager` for the cards likely on the first screen, whose pictures should not wait for layout.
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <Link to={`/h5/products/${product.id}`} className="shopper-product-card">
      {product.image ? (
        <img className="shopper-product-card__image" src={product.image} alt="" width={160} height={160} loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <span className="shopper-product-card__image shopper-product__image--missing" aria-hidden="true" />
      )}
      <span className="shopper-product-card__title">{product.title}</span>
      <span className="shopper-product-card__price">
        {formatRupiah(product.price)}
        <DiscountBadge product={product} />
      </span>
    </Link>
  );
}
