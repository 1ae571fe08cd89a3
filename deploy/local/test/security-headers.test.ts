import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { generateServiceKeys } from '@shop/dev-infra';
import { securityHeaders, strictTransportSecurity } from '@shop/contracts/security-headers';
import { stackSettings } from '../src/settings.js';

const nginxConf = readFileSync(path.resolve(import.meta.dirname, '../../k8s/web/nginx.conf'), 'utf8');

/** The value of one `add_header` of the web image's nginx server block. */
function nginxHeader(name: string): string | undefined {
  return nginxConf.match(new RegExp(`^\\s*add_header ${name} "([^"]*)" always;`, 'm'))?.[1];
}

describe('security headers', () => {
  it('are the same in the web image nginx, which sends HSTS when the ingress terminated TLS', () => {
    const headers = securityHeaders(false);
    expect(nginxHeader('Content-Security-Policy')).toBe(headers['content-security-policy']);
    expect(nginxHeader('X-Content-Type-Options')).toBe(headers['x-content-type-options']);
    expect(nginxHeader('Referrer-Policy')).toBe(headers['referrer-policy']);
    expect(nginxHeader('X-Frame-Options')).toBe(headers['x-frame-options']);
    expect(nginxHeader('Permissions-Policy')).toBe(headers['permissions-policy']);
    expect(nginxConf).toMatch(new RegExp(`map \\$http_x_forwarded_proto \\$hsts \\{[^}]*https\\s+"${strictTransportSecurity}";`));
    expect(nginxConf).toMatch(/add_header Strict-Transport-Security \$hsts always;/);
  });
});

describe('stackSettings', () => {
  it('listens on loopback in development unless told otherwise', () => {
    expect(stackSettings({})).toEqual({ host: '127.0.0.1', port: 3000, nodeEnv: 'development', otlpEndpoint: undefined, traceSampleRatio: 1, sharedCache: true, extraTrustedKeys: undefined });
    expect(stackSettings({ HOST: '0.0.0.0', PORT: '8000', NODE_ENV: 'production', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_SAMPLER_ARG: '0.1', GATEWAY_SHARED_CACHE: 'off' })).toEqual({
      host: '0.0.0.0',
      port: 8000,
      nodeEnv: 'production',
      otlpEndpoint: 'http://collector:4318',
      traceSampleRatio: 0.1,
      sharedCache: false,
      extraTrustedKeys: undefined,
    });
    expect(() => stackSettings({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow('OTEL_TRACES_SAMPLER_ARG');
  });

  it('adds the public keys a development tool signs with, checked, and never in production', () => {
    const { trustedKey } = generateServiceKeys(['order'], 'bench').get('order')!;
    expect(stackSettings({ STACK_TRUSTED_KEYS: trustedKey }).extraTrustedKeys).toBe(trustedKey);
    expect(() => stackSettings({ STACK_TRUSTED_KEYS: 'order:bench:not-a-key' })).toThrow('STACK_TRUSTED_KEYS');
    expect(() => stackSettings({ STACK_TRUSTED_KEYS: trustedKey, NODE_ENV: 'production' })).toThrow('STACK_TRUSTED_KEYS');
  });
});
