/**
 * The browser-facing security headers of the shop, one definition for every server that answers
 * a browser: the shell's server (pages and its files), the BFF (/trpc), the local gateway, and the
 * web image's nginx (deploy/k8s/web/nginx.conf; a test of deploy/local keeps it equal).
 *
 * The shell, its remotes (Module Federation loads them as plain <script> files) and their CSS
 * are all files on this origin, and nothing is inline, so 'self' is all script-src and style-src
 * need. Images may be https avatars and product pictures (the media bucket's public URL). Remotes
 * on another origin need that origin here and in the shell's remote allow-list
 * (frontends/shell/src/remotes/remote-config.ts), which today admits only the page's own origin.
 * Payment pages are the gateway's own (a redirect), never a script of ours.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  // /trpc, /mf-config.json and the remotes' manifests.
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Headers for every response, pages and API answers alike (a JSON answer opened in a tab is a
 * document too). `hsts`: a production server behind TLS, or a response that itself goes over TLS;
 * browsers ignore HSTS that arrives over plain HTTP, so it never pins a development origin.
 */
export function securityHeaders(hsts: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    // Older browsers do not read frame-ancestors.
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(hsts ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}
