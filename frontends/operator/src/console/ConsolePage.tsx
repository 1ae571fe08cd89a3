import { Link, useLocation } from '@shop/web-core';
import { createContext, use, useRef, useState, type ReactNode } from 'react';
import { useOperatorTexts } from '../i18n';
import '../operator.css';
import { operatorPages } from '../pages';
import { OperatorOnly } from './OperatorOnly';

const sections = [
  { path: operatorPages.ApplicationsPage.path, label: 'nav.applications' },
  { path: operatorPages.StoresPage.path, label: 'nav.stores' },
  { path: operatorPages.AuditLogPage.path, label: 'nav.audit' },
  { path: operatorPages.WithdrawalsPage.path, label: 'nav.withdrawals' },
  { path: operatorPages.WalletsPage.path, label: 'nav.wallets' },
  { path: operatorPages.AdjustmentsPage.path, label: 'nav.adjustments' },
  { path: operatorPages.FeesPage.path, label: 'nav.fees' },
  { path: operatorPages.FundAuditPage.path, label: 'nav.fundAudit' },
  { path: operatorPages.DeliveriesPage.path, label: 'nav.deliveries' },
  { path: operatorPages.TemplatesPage.path, label: 'nav.templates' },
] as const;

const AnnounceContext = createContext<((message: string) => void) | undefined>(undefined);

/**
 * Tells screen readers what a change did (nothing else on screen says it), and puts focus on the
 * page's heading: the button that was pressed may have left with its item.
 */
export function useAnnounce(): (message: string) => void {
  const announce = use(AnnounceContext);
  if (!announce) throw new Error('useAnnounce outside a ConsolePage');
  return announce;
}

/** A console page: the console's bar, and for operators only its navigation and the page under `title`. */
export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useOperatorTexts('console');
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announce = (message: string) => {
    setAnnouncement(message);
    headingRef.current?.focus();
  };
  return (
    <div className="ops-console">
      <header className="ops-bar">
        <p className="ops-brand">{t('brand')}</p>
      </header>
      <OperatorOnly>
        <ConsoleNav />
        <main className="ops-main">
          <h1 ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          <p role="status" className="ui-visually-hidden">
            {announcement}
          </p>
          <AnnounceContext value={announce}>{children}</AnnounceContext>
        </main>
      </OperatorOnly>
    </div>
  );
}

function ConsoleNav() {
  const { t } = useOperatorTexts('console');
  const [path] = useLocation();
  return (
    <nav className="ops-nav" aria-label={t('navLabel')}>
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={section.path} aria-current={path === section.path ? 'page' : undefined}>
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
