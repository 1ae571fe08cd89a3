import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';

/** The storefront frame: header with search, language and theme; bottom navigation. */
export function H5Layout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [problem, setProblem] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return setProblem(t('search.empty'));
    setProblem('');
    void navigate(`/h5/products/list?keyword=${encodeURIComponent(keyword.trim())}`);
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
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
      <nav className="shell-tabbar" aria-label={t('nav.home')}>
        <NavLink to="/h5" end>
          {t('nav.home')}
        </NavLink>
        <NavLink to="/h5/account">{t('nav.account')}</NavLink>
      </nav>
    </div>
  );
}
