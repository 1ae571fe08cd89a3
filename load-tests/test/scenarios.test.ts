import { describe, expect, it } from '@jest/globals';
import { parseSigningKey, parseTrustedKeys } from '@shop/service-kit';
import { BENCH_ISSUER, benchServiceKey } from '../src/bench/fund-post.js';
import { median } from '../src/bench/measure.js';
import { scenarios } from '../src/bench/scenarios.js';

describe('bench scenarios', () => {
  it('address tRPC procedures with superjson input (if any) in the query string', () => {
    for (const scenario of Object.values(scenarios).filter((candidate) => !candidate.page && !candidate.webhook)) {
      for (const path of [scenario.path, ...(scenario.cases ?? []).map((call) => call.path)]) {
        const url = new URL(`http://x${path}`);
        expect(url.pathname).toBe(`/trpc/${scenario.name}`);
        const input = url.searchParams.get('input');
        if (input !== null) expect(JSON.parse(input)).toHaveProperty('json');
      }
    }
  });

  it('ask the shell server for pages as a browser does', () => {
    const pages = Object.values(scenarios).filter((candidate) => candidate.page);
    expect(pages.map((page) => page.name)).toEqual(expect.arrayContaining(['ssr.home', 'ssr.product']));
    for (const page of pages) expect(page).toMatchObject({ path: expect.stringMatching(/^\/h5/), headers: { accept: 'text/html' } });
  });

  it('measure the street by a name search and each of its seven orders', () => {
    const street = scenarios['merchant.street']!;
    const inputs = street.cases!.map((call) => JSON.parse(new URL(`http://x${call.path}`).searchParams.get('input')!).json as { query?: string; sort: string });
    expect(inputs.filter((input) => input.query)).toHaveLength(1);
    expect(new Set(inputs.map((input) => input.sort))).toEqual(new Set(['overall', 'new', 'rating', 'level', 'visits', 'sales', 'collections']));
  });

  it("post the payment gateway's notifications to the payment service's listener, signed once the charges are made", () => {
    const notify = scenarios['payment.notify']!;
    expect(notify).toMatchObject({ path: '/notifications/charge', headers: { 'content-type': 'application/json' }, webhook: { listener: { service: 'payment', setting: 'NOTIFICATION_PORT' } } });
    expect(notify.prepare).toBeDefined();
    expect(() => notify.webhook!.body()).toThrow(/prepare first/);
  });

  it('takes the median of the rounds', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('fund.post', () => {
  it('signs as a service the fund service lets post, with a pair the stack and the bench can read', () => {
    const pair = benchServiceKey();
    const trusted = [...parseTrustedKeys(pair.trustedKey).values()];
    expect(trusted.map((key) => key.issuer)).toEqual([BENCH_ISSUER]);
    expect(parseSigningKey(pair.signingKey).keyId).toBe(trusted[0]!.keyId);
  });
});
