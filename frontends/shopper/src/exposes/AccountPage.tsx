import { Link } from '@shop/web-core';
import { useShopperTranslation } from '../i18n';
import '../shopper.css';

/** The account page as a visitor sees it: an invitation to sign in, help and support. */
export default function AccountPage() {
  const { t } = useShopperTranslation();
  return (
    <div className="shopper-account">
      <section className="shopper-card" aria-labelledby="shopper-account-visitor">
        <h1 id="shopper-account-visitor">{t('account.visitorTitle')}</h1>
        <p>{t('account.visitorText')}</p>
        <div className="shopper-actions">
          <Link className="ui-button ui-button--solid ui-button--primary ui-button--md" to="/h5/signin">
            {t('account.signIn')}
          </Link>
          <Link className="ui-button ui-button--outline ui-button--primary ui-button--md" to="/h5/signup">
            {t('account.signUp')}
          </Link>
        </div>
      </section>
      <section className="shopper-card" aria-labelledby="shopper-account-help">
        <h2 id="shopper-account-help">{t('account.help')}</h2>
        <ul className="shopper-menu">
          <li>
            <Link to="/h5/question">{t('account.faq')}</Link>
          </li>
          <li>
            <strong>{t('account.support')}</strong>
            <p>{t('account.supportText')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
