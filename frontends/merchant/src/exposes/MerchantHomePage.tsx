import { ButtonLink } from '@shop/ui';
import { Link } from '@shop/web-core';
import { useMerchantTexts } from '../i18n';
import '../merchant.css';

/**
 * The merchant centre (no layout). Until the user's store is approved it says so, as the spec's
 * "Not yet a merchant"; the merchant tools join it with the store capability.
 */
export default function MerchantHomePage() {
  const { t } = useMerchantTexts('home');
  return (
    <div className="merchant-home">
      <header className="merchant-bar">
        <h1>{t('title')}</h1>
      </header>
      <section className="merchant-card" role="status" aria-labelledby="merchant-not-yet">
        <h2 id="merchant-not-yet">{t('notMerchant')}</h2>
        <p>{t('notMerchantText')}</p>
        <Link to="/h5/account" asChild>
          <ButtonLink variant="outline">{t('backToAccount')}</ButtonLink>
        </Link>
      </section>
    </div>
  );
}
