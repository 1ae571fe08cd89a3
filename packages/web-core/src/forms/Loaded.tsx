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

/**
 * A query's data once it has arrived: a placeholder meanwhile, and a retry if it failed (the data
 * layer has already said why, or sent the user to sign in).
 */
export function Loaded<Data>({ query, children }: { query: QueryState<Data>; children: (data: Data) => ReactNode }) {
  const { t } = useFormTexts();
  if (query.status === 'pending') return <LoadingState />;
  if (query.status === 'error') {
    return (
      <div role="alert" className="web-loading-state">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return children(query.data as Data);
}
