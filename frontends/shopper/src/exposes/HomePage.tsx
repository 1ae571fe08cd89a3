import { Link } from '@shop/web-core';
import { useShopperTranslation } from '../i18n';
import '../shopper.css';

/** The storefront home; product sections join it with the catalog pages. */
export default function HomePage() {
  const { t } = useShopperTranslation();
  const promises = ['delivery', 'returns', 'replacement'] as const;
  return (
    <div className="shopper-home">
      <section className="shopper-hero" aria-labelledby="shopper-home-greeting">
        <h1 id="shopper-home-greeting">{t('home.greeting')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <section aria-labelledby="shopper-home-promise">
        <h2 id="shopper-home-promise">{t('home.promiseTitle')}</h2>
        <ul className="shopper-promises">
          {promises.map((key) => (
            <li key={key}>{t(`home.promises.${key}`)}</li>
          ))}
        </ul>
        <Link to="/h5/question">{t('home.help')}</Link>
      </section>
    </div>
  );
}
