import { ButtonLink } from '@shop/ui';
import {Link} from '@shop/web-core';
import { useShellTexts } from '../locales';

/** Where the app can be downloaded; the web shop stays one tap away. */
export function DownPage() {
  const { t } = useShellTexts();
  return (
    <main className="shell-down">
      <img src="/logo.svg" alt="" width={96} height={96} />
      <h1>{t('downPage.title')}</h1>
      <p>{t('downPage.text')}</p>
      <ul className="shell-down-links">
        <li>
          <Link to="/h5" asChild>
            <ButtonLink variant="outline" size="lg">{t('downPage.web')}</ButtonLink>
          </Link>
        </li>
      </ul>
    </main>
  );
}
