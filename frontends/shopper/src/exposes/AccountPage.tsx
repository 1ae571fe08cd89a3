import { LanguageSelect, Link, ThemeSelect } from '@shop/web-core';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/** The account page as a visitor sees it: an invitation to sign in, preferences, help and support. */
export default function AccountPage() {
  const { t } = useShopperTexts('account');
  return (
    <div className="shopper-account">
      <section className="shopper-card" aria-labelledby="shopper-account-visitor">
        <h1 id="shopper-account-visitor">{t('visitorTitle')}</h1>
        <p>{t('visitorText')}</p>
        <div className="shopper-actions">
          <Link className="ui-button ui-button--solid ui-button--primary ui-button--md" to="/h5/signin">
            {t('signIn')}
          </Link>
          <Link className="ui-button ui-button--outline ui-button--primary ui-button--md" to="/h5/signup">
            {t('signUp')}
          </Link>
        </div>
      </section>
      <section className="shopper-card" aria-labelledby="shopper-account-preferences">
        <h2 id="shopper-account-preferences">{t('preferences')}</h2>
        <div className="shopper-preferences">
          <ThemeSelect label={t('theme')} optionLabels={t('themeOptions', { returnObjects: true }) as Record<'system' | 'light' | 'dark', string>} />
          <LanguageSelect label={t('language')} />
        </div>
      </section>
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
    </div>
  );
}
