import { useShellTexts } from '../locales';
import { Button } from '@shop/ui';
import { useEffect } from 'react';
import { describeFatalError, FATAL_PAGE_DESCRIPTION, FATAL_PAGE_LANG, FATAL_PAGE_TITLE } from '../lib/error-screen';

/** The fatal error screen: status, heading and message by the spec's rules, and a way home. */
export function ErrorScreen({ error, onHome }: { error: unknown; onHome: () => void }) {
  const { t } = useShellTexts();
  const { status, heading, message } = describeFatalError(error);
  useEffect(() => {
    const previous = { title: document.title, lang: document.documentElement.lang };
    document.title = FATAL_PAGE_TITLE;
    document.documentElement.lang = FATAL_PAGE_LANG;
    const description = document.querySelector('meta[name="description"]');
    const previousDescription = description?.getAttribute('content');
    description?.setAttribute('content', FATAL_PAGE_DESCRIPTION);
    return () => {
      document.title = previous.title;
      document.documentElement.lang = previous.lang;
      if (previousDescription) description?.setAttribute('content', previousDescription);
    };
  }, []);
  return (
    <main className="shell-error" aria-labelledby="shell-error-heading">
      <p className="shell-error-status">{status}</p>
      <h1 id="shell-error-heading">{heading}</h1>
      <p>{message}</p>
      <Button onClick={onHome}>{t('errors.goHome')}</Button>
    </main>
  );
}
