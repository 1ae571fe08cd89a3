// The page's document around what React renders: written by hand so the head (title, social
// tags, styles, the colour-mode script) goes out in the first bytes, before the page renders.

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The site's origin as the visitor asked for it (behind the ingress: its forwarded protocol and host); undefined for a host that is not a plain name or address with an optional port. */
export function siteOrigin(protocol: string, host: string): string | undefined {
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  return /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) && host.length <= 255 ? `${protocol}://${host}` : undefined;
}

/**
 * An image URL for link previews, which need absolute ones: a site path gets the origin in front,
 * an http(s) URL stays; anything else, or a path without a known origin, is left out ('').
 */
export function absoluteImageUrl(url: string, origin: string | undefined): string {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') && origin ? `${origin}${url}` : '';
}

export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  /** Absolute (link previews need it; see `absoluteImageUrl`), or '' for none. */
  image: string;
  icon: string;
  /** A product's price in whole rupiah: link previews (Open Graph product tags) show it. */
  price?: number | undefined;
  /** Stylesheets the page needs before it paints (the shell's and its remote page's). */
  styles: readonly string[];
  /** Run before the body is parsed (the colour mode). */
  blockingScripts: readonly string[];
}

/** Everything up to and including the opening of the app's container. */
export function documentStart(head: DocumentHead): string {
  const attr = escapeHtml;
  return [
    `<!doctype html><html lang="${attr(head.lang)}"><head>`,
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>',
    '<meta name="theme-color" content="#15803d"/>',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}"/>`,
    `<meta property="og:title" content="${attr(head.title)}"/>`,
    `<meta property="og:description" content="${attr(head.description)}"/>`,
    ...(head.image ? [`<meta property="og:image" content="${attr(head.image)}"/>`] : []),
    ...(head.price === undefined
      ? []
      : ['<meta property="og:type" content="product"/>', `<meta property="product:price:amount" content="${head.price}"/>`, '<meta property="product:price:currency" content="IDR"/>']),
    `<link rel="icon" href="${attr(head.icon)}"/>`,
    ...head.blockingScripts.map((src) => `<script src="${attr(src)}"></script>`),
    ...head.styles.map((href) => `<link rel="stylesheet" href="${attr(href)}"/>`),
    '</head><body><div id="app">',
  ].join('');
}

/** After the app: the page's state (data, not code) and the shell's scripts. */
export function documentEnd(options: { stateId: string; state: string; scripts: readonly string[] }): string {
  return [
    '</div>',
    `<script type="application/json" id="${escapeHtml(options.stateId)}">${options.state}</script>`,
    ...options.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</body></html>',
  ].join('');
}
