/** The languages of a sandbox's pages: the shop's own (`shop-locale`). */
export const languages = ['ind', 'en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** The `lang` attribute of each language. */
export const htmlLang: Record<Language, string> = { ind: 'id', en: 'en', zh: 'zh-CN' };

/**
 * The language asked for by `?lang=`, then a `lang` cookie, then the shop's own language cookie
 * (`shop-locale`: the page is on the shop's origin); Indonesian by default.
 */
export function languageOf(query: string | null, cookieHeader: string | undefined): Language {
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  for (const candidate of [query, cookie('lang'), cookie('shop-locale')]) if (languages.includes(candidate as Language)) return candidate as Language;
  return 'ind';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A label and its value in a page's `<dl>`; `className` goes on the value. */
export function detailRow(label: string, value: string, className?: string): string {
  return `<div class="row"><dt>${escapeHtml(label)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd></div>`;
}

/**
 * The style every sandbox page shares (light and dark, the notice, the detail rows, the focus ring,
 * the language switcher); a page's own sheet adds to it. Served as a file: the shop's content
 * security policy allows no inline style.
 */
export const pageCss = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.375rem; margin: 0.5rem 0; }
.notice { background: #fff4c2; color: #3d3000; padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
.row { display: flex; justify-content: space-between; gap: 1rem; }
dt { font-weight: 600; }
dd { margin: 0; text-align: end; }
:focus-visible { outline: 3px solid #e07800; outline-offset: 2px; }
nav { margin-top: 1.5rem; font-size: 0.875rem; }
`;

export interface PageOptions {
  lang: Language;
  /** The page's texts in its language: its title (and heading), the notice that it is a stand-in, the word for "Language". */
  texts: { title: string; notice: string; language: string };
  /** Its style sheet's path. */
  stylesheet: string;
  /** The page in another language (an already escaped `href`). */
  href: (lang: Language) => string;
  /** HTML between the notice and the language switcher. */
  content: string;
}

/**
 * A sandbox page: plain server-rendered HTML for a phone, not indexed, with no script and no
 * inline style, headed by its title and the notice, ending with the language switcher.
 */
export function htmlPage(options: PageOptions): string {
  const { lang, texts } = options;
  const switcher = languages
    .map((other) => (other === lang ? `<strong aria-current="true">${other}</strong>` : `<a href="${options.href(other)}" lang="${htmlLang[other]}" hreflang="${htmlLang[other]}">${other}</a>`))
    .join(' · ');
  return `<!doctype html>
<html lang="${htmlLang[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p class="notice">${escapeHtml(texts.notice)}</p>
${options.content}
<nav aria-label="${escapeHtml(texts.language)}">${switcher}</nav>
</main>
</body>
</html>`;
}
