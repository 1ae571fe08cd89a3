import { useShopperTranslation } from '../i18n';
import '../shopper.css';

interface FaqItem {
  q: string;
  a: string;
}

/** Help: the questions shoppers ask most, with the delivery promise and the return policy. */
export default function QuestionPage() {
  const { t } = useShopperTranslation();
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <div className="shopper-faq">
      <h1>{t('faq.title')}</h1>
      <p>{t('faq.intro')}</p>
      {items.map((item) => (
        <details key={item.q} className="shopper-card">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
