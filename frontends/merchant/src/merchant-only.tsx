import { ButtonLink } from '@shop/ui';
import { Link, useQuery, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly } from '@shop/web-core/forms';
import type { ReactNode } from 'react';
import { useMerchantTexts } from './i18n';
import type { MyStore } from './merchant';

/** The spec's "Not yet a merchant", with the way to become one. */
export function NotMerchant() {
  const { t } = useMerchantTexts('common');
  return (
    <section className="merchant-card" aria-labelledby="merchant-not-yet">
      <h2 id="merchant-not-yet">{t('notMerchant')}</h2>
      <p>{t('notMerchantText')}</p>
      <Link to="/h5/merchant/apply" asChild>
        <ButtonLink>{t('apply')}</ButtonLink>
      </Link>
    </section>
  );
}

function WithStore({ children }: { children: (store: MyStore) => ReactNode }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.merchant.me.queryOptions());
  return <Loaded query={me}>{({ store }) => (store ? children(store) : <NotMerchant />)}</Loaded>;
}

/**
 * A page for merchants: a visitor signs in first, a user without a store is told they are not yet
 * a merchant and offered to apply; a merchant sees `children` with their store.
 */
export function MerchantOnly({ children }: { children: (store: MyStore) => ReactNode }) {
  return (
    <SignedInOnly>
      <WithStore>{children}</WithStore>
    </SignedInOnly>
  );
}
