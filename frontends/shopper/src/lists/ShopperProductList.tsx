import { Button, ButtonLink, EmptyState } from '@shop/ui';
import { htmlLang, Link, useLocale } from '@shop/web-core';
import { LoadMore } from '@shop/web-core/forms';
import type { ReactNode, RefObject } from 'react';
import { ProductCard, type ProductSummary } from '../catalog/ProductCard';
import { useShopperTexts } from '../i18n';

/** What the lists' infinite queries hand a list. */
export interface ListPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export const LIST_PAGE_SIZE = 20;

/** The next keyset page's cursor, none after the last page (its cursor is empty). */
export const nextCursorOf = (page: { nextCursor: string }) => page.nextCursor || undefined;

/** A shopper's products as cards, each with a button that removes it from the list. */
export function RemovableProducts<P extends ProductSummary>({ items, onRemove, removing }: { items: readonly P[]; onRemove: (product: P) => void; removing: boolean }) {
  const { t } = useShopperTexts('lists');
  return (
    <ul className="shopper-grid">
      {items.map((product) => (
        <li key={product.id} className="shopper-grid__item">
          <ProductCard product={product} />
          <Button variant="outline" color="gray" size="sm" block disabled={removing} onClick={() => onRemove(product)}>
            {t('remove')}
            <span className="ui-visually-hidden"> {product.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The end of a list: more as it scrolls into view, or that everything is shown. */
export function ListEnd({ pages }: { pages: ListPages }) {
  const { t } = useShopperTexts('lists');
  return pages.hasNextPage ? (
    <LoadMore onMore={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} failed={pages.isFetchNextPageError} />
  ) : (
    <p className="shopper-muted shopper-end">{t('allShown')}</p>
  );
}

/** The calendar day of an instant in the shopper's own time zone (YYYY-MM-DD), for grouping. */
export function localDay(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** "Today", "Yesterday", or the date in the page's language. */
export function useDayHeading(): (instant: Date) => string {
  const { t } = useShopperTexts('lists');
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (instant) => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const day = localDay(instant);
    return day === localDay(today) ? t('today') : day === localDay(yesterday) ? t('yesterday') : format.format(instant);
  };
}

/** Items grouped by the day `at` gives them, in the order they come. */
export function byDay<T>(items: readonly T[], at: (item: T) => Date): { day: string; first: Date; items: T[] }[] {
  const groups: { day: string; first: Date; items: T[] }[] = [];
  for (const item of items) {
    const day = localDay(at(item));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, first: at(item), items: [item] });
  }
  return groups;
}

/** A list page's frame: its heading (focused after a removal) and a polite announcement of changes. */
export function ListFrame({ title, headingRef, announcement, actions, children }: { title: string; headingRef: RefObject<HTMLHeadingElement | null>; announcement: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="shopper-list-page">
      <div className="shopper-list-page__header">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      <p role="status" className="ui-visually-hidden">
        {announcement}
      </p>
      {children}
    </div>
  );
}

/** An empty list: what to do to fill it, and a way to the products. */
export function EmptyList({ title, text }: { title: string; text: string }) {
  const { t } = useShopperTexts('lists');
  return (
    <EmptyState
      className="shopper-card"
      title={title}
      description={text}
      titleAs="h2"
      action={
        <Link to="/h5" asChild>
          <ButtonLink variant="outline">{t('browse')}</ButtonLink>
        </Link>
      }
    />
  );
}
