import { Button } from '@shop/ui';
import { htmlLang, useLocale, useSuspenseInfiniteQuery, useTRPC } from '@shop/web-core';
import { useShopperTexts } from '../i18n';

const REVIEWS_PER_PAGE = 5;
const STARS = [5, 4, 3, 2, 1] as const;

function starText(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

/**
 * A product's reviews, rendered on the server: the rating summary (average, count, how many gave
 * each star) and the newest reviews, more on request. Each review is in its author's language.
 */
export function Reviews({ productId }: { productId: number }) {
  const { t } = useShopperTexts('product');
  const trpc = useTRPC();
  const locale = useLocale();
  const reviews = useSuspenseInfiniteQuery(
    trpc.product.reviews.infiniteQueryOptions({ id: productId, limit: REVIEWS_PER_PAGE }, { initialCursor: '', getNextPageParam: (last) => last.nextCursor || undefined }),
  );
  const { summary } = reviews.data.pages[0]!;
  const items = reviews.data.pages.flatMap((page) => page.items);
  // The same text on the server and in the browser: dates in the shop's time zone.
  const dates = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });
  return (
    <section className="shopper-card" aria-labelledby="shopper-product-reviews">
      <h2 id="shopper-product-reviews">{t('reviewsTitle', { count: summary.count })}</h2>
      {summary.count === 0 ? (
        <p className="shopper-muted">{t('noReviews')}</p>
      ) : (
        <>
          <p className="shopper-reviews__summary">
            <strong className="shopper-reviews__average">{summary.average.toFixed(1)}</strong>
            <span className="shopper-reviews__stars" role="img" aria-label={t('averageRating', { average: summary.average.toFixed(1) })}>
              {starText(Math.round(summary.average))}
            </span>
          </p>
          <ul className="shopper-reviews__bars">
            {STARS.map((stars) => {
              const label = t('starsRow', { stars });
              return (
                <li key={stars}>
                  <span>{label}</span>
                  <meter min={0} max={summary.count} value={summary.starCounts[stars - 1]} aria-label={label} />
                  <span className="shopper-muted">{summary.starCounts[stars - 1]}</span>
                </li>
              );
            })}
          </ul>
          <ol className="shopper-reviews__list">
            {items.map((review) => (
              <li key={review.id}>
                <p className="shopper-reviews__meta">
                  <strong>{review.author}</strong>
                  <span className="shopper-reviews__stars" role="img" aria-label={t('ratedStars', { rating: review.rating })}>
                    {starText(review.rating)}
                  </span>
                  <time className="shopper-muted" dateTime={review.createdAt.toISOString()}>
                    {dates.format(review.createdAt)}
                  </time>
                </p>
                <p className="shopper-reviews__text" lang={htmlLang(review.lang)}>
                  {review.text}
                </p>
              </li>
            ))}
          </ol>
          {reviews.hasNextPage ? (
            <Button variant="outline" block loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
              {t('moreReviews')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
