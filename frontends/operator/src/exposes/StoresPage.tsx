import { STORE_QUERY_MAX_LENGTH } from '@shop/contracts/merchant-rules';
import { Button, EmptyState, Input, Select } from '@shop/ui';
import { Link, useInfiniteQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { useSubmit } from '@shop/web-core/forms';
import { useState, type FormEvent } from 'react';
import { ConsolePage, useAnnounce } from '../console/ConsolePage';
import { Amount, Facts, StoreLogo, Time } from '../console/details';
import { nextCursor, PagedList } from '../console/PagedList';
import { ReasonDialog } from '../console/ReasonDialog';
import type { Store } from '../console/records';
import { useOperatorTexts } from '../i18n';
import { operatorPages } from '../pages';

const statusFilters = ['all', 'active', 'suspended'] as const;
type StatusFilter = (typeof statusFilters)[number];

/** Every store (`/ops/stores`) by part of its name and by status, with its statistics; suspend or restore with a reason. */
export default function StoresPage() {
  const { t } = useOperatorTexts('stores');
  return (
    <ConsolePage title={t('title')}>
      <Stores />
    </ConsolePage>
  );
}

function Stores() {
  const { t } = useOperatorTexts('stores');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  // The name applies when searched; the status as soon as it is chosen.
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<{ query: string; status: StatusFilter }>({ query: '', status: 'all' });
  // A new search keeps the last results on screen until its own arrive.
  const stores = useInfiniteQuery(trpc.operator.stores.infiniteQueryOptions(filter, { getNextPageParam: nextCursor, placeholderData: (previous) => previous }));
  const [changing, setChanging] = useState<Store>();

  const setStatus = useSubmit(
    trpc.operator.setStoreStatus.mutationOptions({
      onSuccess: async (store) => {
        setChanging(undefined);
        await queryClient.invalidateQueries(trpc.operator.stores.pathFilter());
        announce(t(store.status === 'suspended' ? 'suspended' : 'restored', { name: store.name }));
      },
    }),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, query: name.trim() }));
  };
  const suspending = changing?.status === 'active';

  return (
    <>
      <form role="search" className="ops-filters" onSubmit={search}>
        <Input type="search" label={t('search')} hint={t('searchHint')} size="md" value={name} maxLength={STORE_QUERY_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
        <Select
          label={t('statusFilter')}
          size="md"
          searchable={false}
          options={statusFilters.map((status) => ({ value: status, label: t(`statusOptions.${status}`) }))}
          value={filter.status}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
          {...ui.select}
        />
        <Button type="submit" size="md">
          {t('searchButton')}
        </Button>
      </form>
      <PagedList query={stores} empty={<EmptyState className="ops-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />}>
        {(items) => (
          <ul className="ops-list">
            {items.map((store) => (
              <StoreCard key={store.id} store={store} onChange={() => setChanging(store)} />
            ))}
          </ul>
        )}
      </PagedList>
      {changing && (
        <ReasonDialog
          title={t(suspending ? 'suspendTitle' : 'restoreTitle', { name: changing.name })}
          description={t(suspending ? 'suspendText' : 'restoreText')}
          submitLabel={t(suspending ? 'suspend' : 'restore')}
          pending={setStatus.isPending}
          onSubmit={(reason) => setStatus.mutate({ storeId: changing.id, status: suspending ? 'suspended' : 'active', reason })}
          onClose={() => setChanging(undefined)}
        />
      )}
    </>
  );
}

function StoreCard({ store, onChange }: { store: Store; onChange: () => void }) {
  const { t } = useOperatorTexts('stores');
  const headingId = `ops-store-${store.id}`;
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <div className="ops-card__head">
        <StoreLogo logo={store.logo} name={store.name} />
        <div>
          <h2 id={headingId}>{store.name}</h2>
          <p className="ops-muted">{t('storeNumber', { id: store.id })}</p>
        </div>
        <span className={`ops-badge ops-badge--${store.status}`}>{t(`status.${store.status}`)}</span>
      </div>
      <Facts
        facts={[
          [t('level'), store.level],
          [t('rating'), <Amount value={store.rating} decimals={2} />],
          [t('visits'), <Amount value={store.visits} />],
          [t('collections'), <Amount value={store.collections} />],
          [t('sales'), <Amount value={store.sales} />],
          [t('products'), <Amount value={store.productCount} />],
        ]}
      />
      <Facts
        facts={[
          [t('phone'), store.phone],
          [t('openedAt'), <Time at={store.openedAt} />],
          // The owner's wallet is found by this id.
          [
            t('owner'),
            <Link to={`${operatorPages.WalletsPage.path}?user=${store.ownerId}`} className="ops-id">
              {store.ownerId}
            </Link>,
            'wide',
          ],
        ]}
      />
      <div className="ops-actions">
        <Button size="sm" variant="outline" color={store.status === 'active' ? 'danger' : 'primary'} onClick={onChange}>
          {t(store.status === 'active' ? 'suspend' : 'restore')}
        </Button>
      </div>
    </li>
  );
}
