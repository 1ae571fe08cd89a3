/**
 * The browser-facing security headers of the shop, the same at the local gateway and in the web
 * image's nginx (deploy/k8s/web/nginx.conf; a test keeps the two equal).
 *
 * The shell, its remotes (Module Federation loads them as plain <script> files) and their CSS
 * are all files on this origin, and nothing is inline, so 'self' is all script-src and style-src
 * need. Images may be https avatars. Remotes on another origin need that origin here and in the
 * shell's remote allow-list (frontends/shell/src/remotes/remote-config.ts).
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

/** Headers for every response; HSTS only on a response that itself goes over TLS. */
export function securityHeaders(overTls: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(overTls ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}
