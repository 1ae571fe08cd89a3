import { merchantOrderTabs } from '@shop/contracts/order-rules';
import { formatRupiah, Link, useQuery, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly } from '@shop/web-core/forms';
import { ApplicationRejected, ApplicationSubmitted } from '../application-state';
import { useMerchantTexts } from '../i18n';
import type { MerchantCentre, MyStore } from '../merchant';
import { NotMerchant } from '../merchant-only';
import '../merchant.css';
import { StoreHeader, StoreStats } from '../store-header';
import { WalletCard } from '../money/wallet';
import '../orders/orders.css';

/**
 * The merchant centre (no layout): where the user stands as a merchant. Not applied yet: "Not yet
 * a merchant"; applied: the application's state; approved: the store, its statistics, the order
 * centre (each tab's count), the store's money figures and the tools.
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
      <OrderCentre />
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

/** The order centre's tabs with their counts and the store's money figures, composed by the BFF. */
function OrderCentre() {
  const trpc = useTRPC();
  const centre = useQuery(trpc.merchant.centre.queryOptions());
  return <Loaded query={centre}>{(figures) => <CentreFigures centre={figures} />}</Loaded>;
}

const centreFigures = ['profit', 'assets', 'available', 'goodsCost', 'receivable'] as const;

function CentreFigures({ centre }: { centre: MerchantCentre }) {
  const { t } = useMerchantTexts('home');
  return (
    <>
      <nav className="merchant-card merchant-card--wide" aria-labelledby="merchant-order-centre">
        <h2 id="merchant-order-centre">{t('orderCentreTitle')}</h2>
        <ul className="order-centre">
          {merchantOrderTabs.map((tab) => (
            <li key={tab}>
              <Link to={tab === 'all' ? '/h5/merchant/order' : `/h5/merchant/order?tab=${tab}`}>
                <strong>{centre.counts[tab]}</strong>
                <span>{t(`orderTabs.${tab}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="merchant-card merchant-card--wide" aria-labelledby="merchant-figures">
        <h2 id="merchant-figures">{t('figuresTitle')}</h2>
        <dl className="money-figures">
          {centreFigures.map((figure) => (
            <div key={figure}>
              <dt>{t(`figures.${figure}`)}</dt>
              <dd>{formatRupiah(centre[figure])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('figures.sales')}</dt>
            <dd>{centre.store.sales}</dd>
          </div>
        </dl>
        <p className="merchant-muted">{t('assetsNote')}</p>
      </section>
    </>
  );
}
