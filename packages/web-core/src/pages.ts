import type { PageSubject } from '@shop/api';
import type { Locale } from './locale';

/** The frames of spec §2 the shell puts a page in: the storefront (header and tab bar), a back-button page, or none. */
export type LayoutName = 'h5' | 'page' | 'none';

/** A text in every language (a missing one fails type-check). */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** Where the shell shows a page and what it calls it. */
export interface PageEntry {
  path: string;
  layout: LayoutName;
  /** The document title ("{title} - {site}"); without one, just the site's name. */
  title?: LocalizedText;
  /**
   * A page about one thing (a shop): the head names it, from the BFF's `page.head`, with the route
   * parameter `param` as its id; `title` stays the fallback while it is unknown.
   */
  head?: { subject: PageSubject; param: string };
}

/**
 * A micro-frontend's pages by name: `Name` is exposed as `./Name` from `src/exposes/Name.tsx`
 * (web-build generates the exposes), and the shell routes `path` to it. Written with
 * `satisfies PageList`, so the names stay literal types.
 */
export type PageList = Readonly<Record<string, PageEntry>>;
