/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { toasts } from '@shop/web-core';
import { createQueryClient } from '../../src/app/query-client';

const shown = () => toasts.list().map(({ color, blocking }) => ({ color, blocking: blocking === true }));
const titles = () => toasts.list().map(({ title }) => title);

afterEach(() => {
  for (const toast of toasts.list()) toasts.remove(toast.id);
});

/** Runs a mutation through the shell's data layer and reports the toasts on show while it ran and after. */
async function run(meta: { background?: boolean }, outcome: 'succeeds' | 'fails') {
  const queryClient = createQueryClient(() => {});
  let during: ReturnType<typeof shown> = [];
  const mutation = queryClient.getMutationCache().build(queryClient, {
    meta,
    mutationFn: async () => {
      during = shown();
      if (outcome === 'fails') throw new Error('busy');
      return 'done';
    },
  });
  await mutation.execute(undefined).catch(() => undefined);
  return { during, after: shown() };
}

describe('the data layer and mutations', () => {
  it('blocks the page while a mutation the user asked for runs, and toasts its failure', async () => {
    const { during, after } = await run({}, 'fails');
    expect(during).toEqual([{ color: 'primary', blocking: true }]);
    expect(after).toEqual([{ color: 'danger', blocking: false }]);
  });

  it('leaves the page alone for a background mutation, failed or not', async () => {
    expect(await run({ background: true }, 'succeeds')).toEqual({ during: [], after: [] });
    expect(await run({ background: true }, 'fails')).toEqual({ during: [], after: [] });
  });
});

describe('the data layer and failed queries', () => {
  it('says an error once however many of the page’s calls failed with it', async () => {
    const queryClient = createQueryClient(() => {});
    // The network is down: every call fails the same way.
    const failing = (key: string) =>
      queryClient
        .fetchQuery({
          queryKey: [key],
          queryFn: async () => {
            throw new TypeError('Failed to fetch');
          },
        })
        .catch(() => undefined);
    await Promise.all([failing('me'), failing('orders')]);
    expect(titles()).toHaveLength(1);
    expect(shown()).toEqual([{ color: 'danger', blocking: false }]);
  });
});

describe('the data layer and background queries', () => {
  it('neither toasts nor sends anyone to sign in when a query the page asks on its own fails', async () => {
    const navigated: string[] = [];
    const queryClient = createQueryClient((path) => navigated.push(path));
    localStorage.setItem('shop-token', 'token-1');
    const unauthorized = Object.assign(new Error('Please sign in first'), { data: { code: 'UNAUTHORIZED' } });
    for (const error of [new TypeError('Failed to fetch'), unauthorized]) {
      await queryClient
        .fetchQuery({
          queryKey: ['bell', error.message],
          meta: { background: true },
          queryFn: async () => {
            throw error;
          },
        })
        .catch(() => undefined);
    }
    expect({ toasts: shown(), navigated, token: localStorage.getItem('shop-token') }).toEqual({ toasts: [], navigated: [], token: 'token-1' });
    localStorage.clear();
  });
});
