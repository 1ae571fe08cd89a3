import { Button, Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
import './forms.css';
import { useFormTexts } from './texts';

/** The parts of a query result that `Loaded` reads. */
interface QueryState<Data> {
  status: 'pending' | 'error' | 'success';
  data: Data | undefined;
  refetch: () => Promise<unknown>;
}

/** The placeholder of content still on its way (a query, or the session the server cannot see). */
export function LoadingState() {
  const { t } = useFormTexts();
  return (
    <div role="status" aria-busy="true" className="web-loading-state">
      <span className="ui-visually-hidden">{t('loading')}</span>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </div>
  );
}

/** What stands where content could not be loaded (the data layer has already said why): a retry. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useFormTexts();
  return (
    <div role="alert" className="web-loading-state">
      <p>{t('loadFailed')}</p>
      <Button variant="outline" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * A query's data once it has arrived: a placeholder meanwhile, and a retry if it failed (the data
 * layer has already said why, or sent the user to sign in).
 */
export function Loaded<Data>({ query, children }: { query: QueryState<Data>; children: (data: Data) => ReactNode }) {
  if (query.status === 'pending') return <LoadingState />;
  if (query.status === 'error') return <LoadFailed retry={() => void query.refetch()} />;
  return children(query.data as Data);
}
