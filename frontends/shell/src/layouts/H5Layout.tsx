import {Link, useLocation, useNavigate} from '@shop/web-core';
import { useShellTexts } from '../locales';
import { useState, type FormEvent, type ReactNode } from 'react';
function TabLink({ to, children }: { to: string; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <Link to={to} aria-current={path === to ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * The storefront frame: a header that gives the search field its whole width (language and theme
 * are chosen in the account's preferences), and the bottom navigation.
 */
export function H5Layout({ children }: { children: ReactNode }) {
  const { t } = useShellTexts();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [problem, setProblem] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return setProblem(t('search.empty'));
    setProblem('');
    navigate(`/h5/products/list?keyword=${encodeURIComponent(keyword.trim())}`);
  };
  return (
    <div className="shell-h5">
      <header className="shell-header">
        <form role="search" className="shell-search" onSubmit={search}>
          <label className="ui-visually-hidden" htmlFor="shell-search-input">
            {t('search.label')}
          </label>
          <input
            id="shell-search-input"
            type="search"
            value={keyword}
            placeholder={t('search.placeholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'shell-search-problem' : undefined}
            onChange={(event) => setKeyword(event.target.value)}
          />
          {problem && (
            <span id="shell-search-problem" role="alert" className="shell-search-problem">
              {problem}
            </span>
          )}
        </form>
      </header>
      <main className="shell-main">
        {children}
      </main>
      <nav className="shell-tabbar" aria-label={t('nav.home')}>
        <TabLink to="/h5">
          {t('nav.home')}
        </TabLink>
        <TabLink to="/h5/account">{t('nav.account')}</TabLink>
      </nav>
    </div>
  );
}
