import { describe, expect, it } from '@jest/globals';
import { parseSigningKey, parseTrustedKeys } from '@shop/service-kit';
import { BENCH_ISSUER, benchServiceKey } from '../src/bench/fund-post.js';
import { measureJourney, median } from '../src/bench/measure.js';
import { scenarios } from '../src/bench/scenarios.js';

describe('bench scenarios', () => {
  it('address tRPC procedures with superjson input (if any) in the query string', () => {
    for (const scenario of Object.values(scenarios).filter((candidate) => !candidate.page && !candidate.webhook && !candidate.journey)) {
      for (const path of [scenario.path!, ...(scenario.cases ?? []).map((call) => call.path)]) {
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

  it('buy as a journey whose shoppers are made through the fund service', async () => {
    const checkout = scenarios.checkout!;
    expect(checkout).toMatchObject({ signsAsService: true, journey: expect.any(Function), prepare: expect.any(Function) });
    expect(checkout.path).toBeUndefined();
    await expect(checkout.journey!({ baseUrl: 'http://127.0.0.1:1', users: 1 })).rejects.toThrow(/prepare first/);
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

describe('measureJourney', () => {
  it('answers a row for the whole journey, one per step and one per figure recorded, and counts failed journeys', async () => {
    let journeys = 0;
    let observed = 0;
    const rows = await measureJourney(
      {
        name: 'walk',
        users: 3,
        observe: () => (observed += 1),
        async once(user, recorder) {
          journeys += 1;
          await recorder.time('step', () => new Promise((resolve) => setTimeout(resolve, 5)));
          recorder.record('lag', 7);
          // User 2 fails after its step every time: a failed journey, its step still measured.
          if (user === 2) await recorder.time('refused', () => Promise.reject(new Error('no')));
        },
      },
      { warmupSeconds: 0.05, roundSeconds: 0.2, rounds: 2, log: () => undefined },
    );
    expect(observed).toBe(3);
    expect(rows.map((row) => row.name)).toEqual(['walk', 'walk: step', 'walk: lag', 'walk: refused']);
    const [walk, step, lag, refused] = rows.map((row) => row.result);
    expect(walk!.requestsPerSecond).toBeGreaterThan(0);
    expect(walk!.errors).toBeGreaterThan(0);
    expect(step!.p50Ms).toBeGreaterThanOrEqual(4);
    expect(step!.errors).toBe(0);
    expect(lag).toMatchObject({ p50Ms: 7, p99Ms: 7, errors: 0 });
    expect(refused!.errors).toBe(walk!.errors);
    expect(journeys).toBeGreaterThan(6);
  });
});
