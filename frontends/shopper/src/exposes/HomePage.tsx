import { Link } from '@shop/web-core';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/** The storefront home; product sections join it with the catalog pages. */
export default function HomePage() {
  const { t } = useShopperTexts('home');
  const promises = ['delivery', 'returns', 'replacement'] as const;
  return (
    <div className="shopper-home">
      <section className="shopper-hero" aria-labelledby="shopper-home-greeting">
        <h1 id="shopper-home-greeting">{t('greeting')}</h1>
        <p>{t('intro')}</p>
      </section>
      <section aria-labelledby="shopper-home-promise">
        <h2 id="shopper-home-promise">{t('promiseTitle')}</h2>
        <ul className="shopper-promises">
          {promises.map((key) => (
            <li key={key}>{t(`promises.${key}`)}</li>
          ))}
        </ul>
        <Link to="/h5/question">{t('help')}</Link>
      </section>
    </div>
  );
}
