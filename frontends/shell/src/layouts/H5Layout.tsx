import { Link, useLocale, useLocation, useQuery, useTRPCClient } from '@shop/web-core';
import { hotKeywordsQuery } from '../app/head';
import { NotificationBell } from '../chrome/NotificationBell';
import { useShellTexts } from '../locales';
import type { ReactNode } from 'react';
function TabLink({ to, children }: { to: string; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <Link to={to} aria-current={path === to ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * The storefront frame: a header whose whole width is the search field, a link that opens the
 * search screen (its hot keywords and the shopper's history; language and theme are chosen in the
 * account's preferences), suggesting the hottest keyword, and a signed-in user's notification
 * bell; and the bottom navigation.
 */
export function H5Layout({ children }: { children: ReactNode }) {
  const { t } = useShellTexts();
  const hottest = useQuery(hotKeywordsQuery(useTRPCClient(), useLocale())).data?.keywords[0];
  return (
    <div className="shell-h5">
      <header className="shell-header">
        <Link to="/h5/search" className="shell-search">
          <span aria-hidden="true" className="shell-search__icon">
            ⌕
          </span>
          {hottest ? t('search.suggestion', { keyword: hottest }) : t('search.placeholder')}
        </Link>
        <NotificationBell />
      </header>
      <main className="shell-main">
        {children}
      </main>
      <nav className="shell-tabbar" aria-label={t('nav.home')}>
        <TabLink to="/h5">
          {t('nav.home')}
        </TabLink>
        <TabLink to="/h5/category">{t('nav.category')}</TabLink>
        <TabLink to="/h5/account">{t('nav.account')}</TabLink>
      </nav>
    </div>
  );
}
