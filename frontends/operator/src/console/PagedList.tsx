import { Button } from '@shop/ui';
import { Loaded } from '@shop/web-core/forms';
import type { ReactNode } from 'react';
import { useOperatorTexts } from '../i18n';

/** What `PagedList` reads of an infinite query over one of the console's keyset-paged lists. */
interface PagedQuery<Item> {
  status: 'pending' | 'error' | 'success';
  data: { pages: ReadonlyArray<{ items: readonly Item[] }> } | undefined;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The items of every page loaded so far (or `empty`), and a button for the next page while there is one. */
export function PagedList<Item>({ query, empty, children }: { query: PagedQuery<Item>; empty: ReactNode; children: (items: readonly Item[]) => ReactNode }) {
  const { t } = useOperatorTexts('console');
  return (
    <Loaded query={query}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        if (items.length === 0) return empty;
        return (
          <>
            {children(items)}
            {query.hasNextPage && (
              <Button variant="outline" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            )}
          </>
        );
      }}
    </Loaded>
  );
}

/** The next page's cursor, or none after the last page. */
export const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor;
