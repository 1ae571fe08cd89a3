import { Link } from '@shop/web-core';
import { useShopperTexts } from '../i18n';

/**
 * The full-width search field of the home and the product list: a link that opens the search
 * screen (with the current keyword), looking like the field it leads to.
 */
export function SearchField({ keyword = '', suggestion }: { keyword?: string; suggestion?: string }) {
  const { t } = useShopperTexts('search');
  const to = keyword === '' ? '/h5/search' : `/h5/search?${new URLSearchParams({ keyword })}`;
  const shown = keyword !== '' ? keyword : suggestion ? t('placeholderHot', { keyword: suggestion }) : t('placeholder');
  return (
    <Link to={to} className="shopper-search-field" aria-label={keyword === '' ? t('field') : `${t('field')}: ${keyword}`}>
      <span aria-hidden="true" className="shopper-search-field__icon">
        ⌕
      </span>
      <span className={keyword === '' ? 'shopper-muted' : undefined}>{shown}</span>
    </Link>
  );
}
