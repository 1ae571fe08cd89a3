import { Button, ButtonLink } from '@shop/ui';
import { useState } from 'react';
import { Link, useBrowserValue } from '@shop/web-core';
import { useShellTexts } from '../locales';

const DISMISSED_KEY = 'shop-download-dismissed';

/** Suggests the app once; a dismissal is remembered on this device. */
export function DownloadPrompt() {
  const { t } = useShellTexts();
  // Shown once the browser has said it was not dismissed (the server cannot know).
  const dismissedBefore = useBrowserValue(() => localStorage.getItem(DISMISSED_KEY) === '1', true);
  const [dismissed, setDismissed] = useState(false);
  if (dismissedBefore || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
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
