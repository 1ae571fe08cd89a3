import { Button } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { LoadFailed } from './Loaded';
import { useFormTexts } from './texts';

/**
 * The next page of a keyset list: fetched when the end of the list scrolls into view, or with the
 * button (no IntersectionObserver, keyboard users). A failed page waits for the button's retry.
 */
export function LoadMore({ onMore, loading, failed }: { onMore: () => void; loading: boolean; failed: boolean }) {
  const { t } = useFormTexts();
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && more.current(), { rootMargin: '400px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loading, failed]);
  return (
    <div ref={end} className="web-load-more">
      {failed ? (
        <LoadFailed retry={onMore} />
      ) : (
        <Button variant="outline" block loading={loading} onClick={onMore}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
