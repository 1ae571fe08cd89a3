import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';

/** Pages without the storefront frame: a back button and the page. */
export function PageLayout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div className="shell-page">
      <header className="shell-header">
        <button type="button" className="shell-back" onClick={() => void navigate(-1)}>
          ‹ {t('nav.back')}
        </button>
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
    </div>
  );
}
