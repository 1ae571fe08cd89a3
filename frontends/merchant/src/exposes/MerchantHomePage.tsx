import { Link, useQuery, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly } from '@shop/web-core/forms';
import { ApplicationRejected, ApplicationSubmitted } from '../application-state';
import { useMerchantTexts } from '../i18n';
import type { MyStore } from '../merchant';
import { NotMerchant } from '../merchant-only';
import '../merchant.css';
import { StoreHeader, StoreStats } from '../store-header';
import { WalletCard } from '../money/wallet';

/**
 * The merchant centre (no layout): where the user stands as a merchant. Not applied yet: "Not yet
 * a merchant"; applied: the application's state; approved: the store, its statistics and tools.
 * Below, for everyone signed in: the wallet and the ways to the money pages.
 */
export default function MerchantHomePage() {
  const { t } = useMerchantTexts('home');
  return (
    <main className="merchant-home">
      <header className="merchant-bar">
        <h1>{t('title')}</h1>
      </header>
      <div className="merchant-home__body">
        <SignedInOnly>
          <Centre />
          <WalletCard />
        </SignedInOnly>
      </div>
    </main>
  );
}

function Centre() {
  const trpc = useTRPC();
  const me = useQuery(trpc.merchant.me.queryOptions());
  return (
    <Loaded query={me}>
      {({ store, application }) => {
        if (store) return <Dashboard store={store} />;
        if (application?.status === 'submitted') return <ApplicationSubmitted application={application} />;
        if (application?.status === 'rejected') return <ApplicationRejected application={application} />;
        return <NotMerchant />;
      }}
    </Loaded>
  );
}

type Tool = 'manage' | 'products' | 'shop' | 'street';

function Dashboard({ store }: { store: MyStore }) {
  const { t } = useMerchantTexts('home');
  const active = store.status === 'active';
  const tools: Array<{ name: Tool; to: string }> = [
    { name: 'manage', to: '/h5/merchant/shop/manage' },
    { name: 'products', to: '/h5/merchant/products' },
    // A suspended store's page is closed: no link to it.
    ...(active ? [{ name: 'shop' as const, to: `/h5/merchant/shop/${store.id}` }] : []),
    { name: 'street', to: '/h5/merchant/street' },
  ];
  return (
    <>
      <section className="merchant-card merchant-card--wide">
        <StoreHeader store={store} heading="h2" />
        {active ? null : <p className="merchant-warning">{t('suspended')}</p>}
        <StoreStats store={store} stats={['products', 'collections', 'visits', 'rating', 'level']} />
      </section>
      <nav className="merchant-card merchant-card--wide" aria-labelledby="merchant-tools">
        <h2 id="merchant-tools">{t('toolsTitle')}</h2>
        <ul className="merchant-menu">
          {tools.map(({ name, to }) => (
            <li key={name}>
              <Link to={to}>
                <span className="merchant-menu__title">{t(`tools.${name}.title`)}</span>
                <span className="merchant-muted">{t(`tools.${name}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
