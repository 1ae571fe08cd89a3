import { OPERATOR_ROLE } from '@shop/contracts/merchant-rules';
import { buyerOrderTabs } from '@shop/contracts/order-rules';
import { Avatar, Button, ButtonLink } from '@shop/ui';
import { Link, useQuery, useSignedIn, useTRPC, type ColourPreference } from '@shop/web-core';
import { useShopperTexts } from '../i18n';
import '../orders/orders.css';
import '../shopper.css';
import { LanguageSelect, Loaded, LoadingState, ThemeSelect, useEndSession, useSubmit } from '@shop/web-core/forms';

/** The account page: the signed-in user's profile and menu, or an invitation to sign in; preferences and help for both. */
export default function AccountPage() {
  const signedIn = useSignedIn();
  return (
    <div className="shopper-account">
      {/* The server cannot see the session: a placeholder until the browser knows. */}
      {signedIn === undefined ? <LoadingState /> : signedIn ? <SignedInAccount /> : <VisitorInvitation />}
      <Preferences />
      <Help />
      {signedIn && <SignOutButton />}
    </div>
  );
}

function VisitorInvitation() {
  const { t } = useShopperTexts('account');
  return (
    <section className="shopper-card" aria-labelledby="shopper-account-visitor">
      <h1 id="shopper-account-visitor">{t('visitorTitle')}</h1>
      <p>{t('visitorText')}</p>
      <div className="shopper-actions">
        <Link to="/h5/signin" asChild>
          <ButtonLink>{t('signIn')}</ButtonLink>
        </Link>
        <Link to="/h5/signup" asChild>
          <ButtonLink variant="outline">{t('signUp')}</ButtonLink>
        </Link>
      </div>
    </section>
  );
}

/** The spec's account menu, limited to the features that exist. */
function SignedInAccount() {
  const { t } = useShopperTexts('account');
  return (
    <>
      <h1 className="ui-visually-hidden">{t('title')}</h1>
      <Profile />
      <OrdersEntry />
      <nav className="shopper-card" aria-labelledby="shopper-account-menu">
        <h2 id="shopper-account-menu">{t('menu')}</h2>
        <ul className="shopper-menu shopper-menu--links">
          <li>
            <Link to="/h5/settings">{t('settings')}</Link>
          </li>
          <li>
            <Link to="/h5/notifications">{t('notifications')}</Link>
          </li>
          <li>
            <Link to="/h5/delivery">{t('addresses')}</Link>
          </li>
          <li>
            <Link to="/h5/collection">{t('collection')}</Link>
          </li>
          <li>
            <Link to="/h5/footmark">{t('footprint')}</Link>
          </li>
          <li>
            <Link to="/h5/merchant">{t('merchant')}</Link>
          </li>
          {/* The spec's money entries: every user has a wallet, merchant or not. */}
          <li>
            <Link to="/h5/merchant/fund">{t('fundHistory')}</Link>
          </li>
          <li>
            <Link to="/h5/merchant/withdraw">{t('withdraw')}</Link>
          </li>
          <li>
            <Link to="/h5/merchant/recharge">{t('recharge')}</Link>
          </li>
          <li>
            <Link to="/h5/merchant/bank">{t('bankCard')}</Link>
          </li>
          <OperatorConsoleEntry />
        </ul>
      </nav>
    </>
  );
}

/** The buyer's orders: every tab but "all" with its count, each a way into that tab. */
function OrdersEntry() {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  // The smallest page: only the counts, which come with every answer, are read.
  const orders = useQuery(trpc.order.list.queryOptions({ tab: 'all', limit: 1 }));
  const counts = orders.data?.counts;
  return (
    <nav className="shopper-card" aria-labelledby="shopper-account-orders">
      <div className="orders-card__head">
        <h2 id="shopper-account-orders">{t('ordersEntry')}</h2>
        <Link to="/h5/order">{t('allOrders')}</Link>
      </div>
      <ul className="orders-counts">
        {buyerOrderTabs
          .filter((tab) => tab !== 'all')
          .map((tab) => (
            <li key={tab}>
              <Link to={`/h5/order?tab=${tab}`}>
                {/* A count only once known: 0 would be wrong while it loads. */}
                <strong>{counts ? (counts[tab] ?? 0) : '\u00a0'}</strong>
                <span>{t(`tabs.${tab}`)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Platform staff reach their console from here; nobody else is shown it. */
function OperatorConsoleEntry() {
  const { t } = useShopperTexts('account');
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());
  if (!me.data?.roles.includes(OPERATOR_ROLE)) return null;
  return (
    <li>
      <Link to="/ops">{t('operatorConsole')}</Link>
    </li>
  );
}

function Profile() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());
  return (
    <Loaded query={me}>
      {(user) => {
        const name = user.nickname || user.account;
        return (
          <section className="shopper-card shopper-profile" aria-labelledby="shopper-account-name">
            {/* The name is the heading next to it, so the picture is not read out again. */}
            <Avatar src={user.avatar || undefined} alt={name} size="lg" aria-hidden="true" />
            <div>
              <h2 id="shopper-account-name">{name}</h2>
              <p className="shopper-muted">{user.account}</p>
            </div>
          </section>
        );
      }}
    </Loaded>
  );
}

function Preferences() {
  const { t } = useShopperTexts('account');
  return (
    <section className="shopper-card" aria-labelledby="shopper-account-preferences">
      <h2 id="shopper-account-preferences">{t('preferences')}</h2>
      <div className="shopper-preferences">
        <ThemeSelect label={t('theme')} optionLabels={t('themeOptions', { returnObjects: true }) as Record<ColourPreference, string>} />
        <LanguageSelect label={t('language')} />
      </div>
    </section>
  );
}

function Help() {
  const { t } = useShopperTexts('account');
  return (
    <section className="shopper-card" aria-labelledby="shopper-account-help">
      <h2 id="shopper-account-help">{t('help')}</h2>
      <ul className="shopper-menu">
        <li>
          <Link to="/h5/question">{t('faq')}</Link>
        </li>
        <li>
          <strong>{t('support')}</strong>
          <p>{t('supportText')}</p>
        </li>
      </ul>
    </section>
  );
}

/** Ends this session on the server; the browser forgets it even if the server cannot be reached. */
function SignOutButton() {
  const { t } = useShopperTexts('account');
  const trpc = useTRPC();
  const endSession = useEndSession();
  const signOut = useSubmit(trpc.user.signout.mutationOptions({ onSettled: endSession }));
  return (
    <Button variant="outline" color="danger" block loading={signOut.isPending} onClick={() => signOut.mutate()}>
      {t('signOut')}
    </Button>
  );
}
