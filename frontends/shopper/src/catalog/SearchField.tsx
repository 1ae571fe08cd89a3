import { Link } from '@shop/web-core';
import { useShopperTexts } from '../i18n';

/**
 * The search field of the pages outside the storefront frame (the product list, the categories): a
 * link that opens the search screen with the current keyword, looking like the field it leads to.
 */
export function SearchField({ keyword = '' }: { keyword?: string }) {
  const { t } = useShopperTexts('search');
  const to = keyword === '' ? '/h5/search' : `/h5/search?${new URLSearchParams({ keyword })}`;
  return (
    <Link to={to} className="shopper-search-field" aria-label={keyword === '' ? undefined : `${t('field')}: ${keyword}`}>
      <span aria-hidden="true" className="shopper-search-field__icon">
        ⌕
      </span>
      <span className={keyword === '' ? 'shopper-muted' : undefined}>{keyword === '' ? t('placeholder') : keyword}</span>
    </Link>
  );
}
