import { formatDiscount, formatRupiah, imageUrlFor, Link, srcSetOf, type ImageVariants } from '@shop/web-core';

/** What a product card shows: the fields every product list answers with. */
export interface ProductSummary {
  id: number;
  title: string;
  /** The first is the card's picture (lists answer only that one). */
  images: readonly ImageVariants[];
  price: number;
  listPrice: number;
  discount: number;
}

/** "-20%" beside a discounted price; nothing for a product sold at its list price. */
export function DiscountBadge({ product }: { product: Pick<ProductSummary, 'price' | 'listPrice' | 'discount'> }) {
  return product.listPrice > product.price ? <span className="shopper-badge">{formatDiscount(product.discount)}</span> : null;
}

/** The card's picture width in CSS pixels: a 9rem rail column less its padding. */
const CARD_IMAGE_WIDTH = 128;

/**
 * A product in a rail or list: its picture, title and price (with the discount), opening its page.
 * The picture loads lazily unless `eager`: for the cards a phone's first screen shows, whose
 * pictures should not wait for layout.
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const image = product.images[0];
  return (
    <Link to={`/h5/products/${product.id}`} className="shopper-product-card">
      {image ? (
        <img
          className="shopper-product-card__image"
          src={imageUrlFor(image, CARD_IMAGE_WIDTH)}
          srcSet={srcSetOf(image)}
          sizes={`${CARD_IMAGE_WIDTH}px`}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_WIDTH}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
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
