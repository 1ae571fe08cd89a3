import {useNavigate} from '@shop/web-core';
import { NotificationBell } from '../chrome/NotificationBell';
import { useShellTexts } from '../locales';
import type { ReactNode } from 'react';

/** Pages without the storefront frame: a back button, a signed-in user's notification bell, and the page. */
export function PageLayout({ children }: { children: ReactNode }) {
  const { t } = useShellTexts();
  const navigate = useNavigate();
  return (
    <div className="shell-page">
      <header className="shell-header">
        <button type="button" className="shell-back" onClick={() => navigate(-1)}>
          ‹ {t('nav.back')}
        </button>
        <span className="shell-header__end">
          <NotificationBell />
        </span>
      </header>
      <main className="shell-main">
        {children}
      </main>
    </div>
  );
}
