import { useShopperTexts } from '../i18n';
import '../shopper.css';

interface FaqItem {
  q: string;
  a: string;
}

/** Help: the questions shoppers ask most, with the delivery promise and the return policy. */
export default function QuestionPage() {
  const { t } = useShopperTexts('faq');
  const items = t('items', { returnObjects: true }) as FaqItem[];
  return (
    <div className="shopper-faq">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {items.map((item) => (
        <details key={item.q} className="shopper-card">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
