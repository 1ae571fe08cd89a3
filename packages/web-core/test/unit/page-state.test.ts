import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { hydratePage } from '../../src/page-state';
import { dehydratePage } from '../../src/server';

describe('the page state the server hands the browser', () => {
  it('carries successful queries (dates stay dates) and the remotes, and nothing can close its element', () => {
    const server = new QueryClient();
    const created = new Date('2026-11-25T09:00:00Z');
    server.setQueryData(['webconfig'], { title: '</script><script>alert(1)</script>', created });
    void server.fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) }).catch(() => undefined);
    const text = dehydratePage(server, { remotes: [{ name: 'shopper', entry: '/mf/shopper/remoteEntry.js?v=2' }] });
    expect(text).not.toContain('<');

    const browser = new QueryClient();
    const state = hydratePage(browser, text);
    expect(state.remotes).toEqual([{ name: 'shopper', entry: '/mf/shopper/remoteEntry.js?v=2' }]);
    expect(browser.getQueryData(['webconfig'])).toEqual({ title: '</script><script>alert(1)</script>', created });
    expect(browser.getQueryData<{ created: Date }>(['webconfig'])!.created).toBeInstanceOf(Date);
    expect(browser.getQueryState(['broken'])).toBeUndefined();
  });
});
