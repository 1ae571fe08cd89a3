import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, securityHeaders, strictTransportSecurity } from '../src/security-headers.js';

describe('security headers', () => {
  it('lock scripts, styles, frames, plugins and the base URL to the shop origin', () => {
    const directives = Object.fromEntries(contentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'script-src': "'self'",
      'style-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(contentSecurityPolicy).not.toMatch(/unsafe-(inline|eval)/);
    expect(securityHeaders(false)).toMatchObject({ 'content-security-policy': contentSecurityPolicy, 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });

  it('send HSTS only when asked', () => {
    expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders(true)).toMatchObject({ 'strict-transport-security': strictTransportSecurity });
  });
});
