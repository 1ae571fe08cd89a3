import { Avatar } from '@shop/ui';
import { imageUrlFor } from '@shop/web-core';
import type { ReactNode } from 'react';
import { useMerchantTexts } from './i18n';
import type { PublicStore } from './merchant';

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
      <Avatar src={imageUrlFor(store.logo, 56)} alt={store.name} size="lg" loading="eager" />
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
