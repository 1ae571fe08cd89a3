import { Button, ButtonLink } from '@shop/ui';
import { useState } from 'react';
import { Link, useBrowserValue } from '@shop/web-core';
import { useShellTexts } from '../locales';
import { rememberDismissal, wasDismissed } from './download-prompt-state';

/** Suggests the app once; a dismissal is remembered on this device. */
export function DownloadPrompt() {
  const { t } = useShellTexts();
  // The server renders it; on a device that dismissed it, the document's first script has hidden it.
  const dismissedBefore = useBrowserValue(() => wasDismissed(localStorage), false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissedBefore || dismissed) return null;
  const dismiss = () => {
    rememberDismissal(localStorage);
    setDismissed(true);
  };
  return (
    <>
      {/* The prompt floats over the page; this keeps the end of the page scrollable above it. */}
      <div className="shell-download-spacer" aria-hidden="true" />
      <aside className="shell-download" aria-label={t('download.title')}>
        <div>
          <strong>{t('download.title')}</strong>
          <p>{t('download.text')}</p>
        </div>
        <Link to="/down" asChild onClick={dismiss}>
          <ButtonLink size="sm">{t('download.open')}</ButtonLink>
        </Link>
        <Button size="sm" variant="ghost" color="gray" onClick={dismiss}>
          {t('download.dismiss')}
        </Button>
      </aside>
    </>
  );
}
