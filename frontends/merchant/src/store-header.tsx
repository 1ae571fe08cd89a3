import { Avatar } from '@shop/ui';
import type { ReactNode } from 'react';
import { useMerchantTexts } from './i18n';
import type { PublicStore, StoreLogo } from './merchant';

/** The logo's URL for an image shown `width` CSS pixels wide: the smallest variant sharp on a 2x screen, else the largest. */
export function logoUrl(logo: StoreLogo, width: number): string | undefined {
  const sharp = logo.variants.find((variant) => variant.width >= width * 2);
  return (sharp ?? logo.variants.at(-1))?.url;
}

/** A rating out of 5 with one decimal, the way stores compare. */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

type StatName = 'products' | 'collections' | 'visits' | 'sales' | 'rating' | 'level';

const statValue: Record<StatName, (store: PublicStore) => string> = {
  products: (store) => String(store.productCount),
  collections: (store) => String(store.collections),
  visits: (store) => String(store.visits),
  sales: (store) => String(store.sales),
  rating: (store) => ratingText(store.rating),
  level: (store) => String(store.level),
};

/** A store's logo, name, level and rating; `Heading` names the page or the card it heads. */
export function StoreHeader({ store, heading: Heading = 'h1', children }: { store: PublicStore; heading?: 'h1' | 'h2'; children?: ReactNode }) {
  const { t } = useMerchantTexts('common');
  return (
    <div className="merchant-store-header">
      <Avatar src={logoUrl(store.logo, 56)} alt={store.name} size="lg" loading="eager" />
      <div className="merchant-grow">
        <Heading className="merchant-store-name">{children ?? store.name}</Heading>
        <p className="merchant-muted">
          {t('level', { level: store.level })} · {t('rating', { rating: ratingText(store.rating) })}
        </p>
      </div>
    </div>
  );
}

/** Some of a store's statistics, labelled, in the order given. */
export function StoreStats({ store, stats }: { store: PublicStore; stats: readonly StatName[] }) {
  const { t } = useMerchantTexts('common');
  return (
    <dl className="merchant-stats">
      {stats.map((name) => (
        <div key={name}>
          <dt>{t(`stats.${name}`)}</dt>
          <dd>{statValue[name](store)}</dd>
        </div>
      ))}
    </dl>
  );
}
