import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Locale } from '../locale';
import { Route, Switch, useLocation, useSearch } from '../routing';
import { startTestI18n, TestPlatform } from './platform';

/** Where the page sent the user, shown once they have left it. */
function Elsewhere() {
  const [path] = useLocation();
  const search = useSearch();
  return <output aria-label="location">{search ? `${path}?${search}` : path}</output>;
}

/**
 * Renders `Page` at `path` (with its query) in `locale`, as the shell would; `route` is the page
 * list's pattern when it has parameters (`/h5/merchant/shop/:id`).
 */
export async function renderPage(Page: ComponentType, locale: Locale, path = '/h5/page', route?: string): Promise<void> {
  await startTestI18n(locale);
  const [pathname] = path.split('?');
  render(
    <TestPlatform path={path}>
      <Switch>
        <Route path={route ?? pathname!} component={Page} />
        <Route component={Elsewhere} />
      </Switch>
    </TestPlatform>,
  );
}

/** The control labelled `label` (a required field's label ends in a visual asterisk). */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
}

export function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
