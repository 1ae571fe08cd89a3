import { describe, expect, it } from '@jest/globals';
import { allowedRemotes } from '../../src/remotes/remote-config';

const page = 'https://m.shop.example/h5/account';
const sameOrigin = ['https://m.shop.example'];

describe('allowedRemotes', () => {
  it('keeps remotes served from the shell origin, relative or absolute', () => {
    const document = {
      remotes: [
        { name: 'shopper', entry: '/mf/shopper/remoteEntry.js' },
        { name: 'merchant', entry: 'https://m.shop.example/mf/merchant/remoteEntry.js' },
      ],
    };
    expect(allowedRemotes(document, sameOrigin, page)).toEqual(document.remotes);
  });

  it('drops remotes on any other origin, scheme or protocol-relative host', () => {
    const document = {
      remotes: [
        { name: 'evil', entry: 'https://cdn.evil.example/remoteEntry.js' },
        { name: 'sneaky', entry: '//cdn.evil.example/remoteEntry.js' },
        { name: 'downgraded', entry: 'http://m.shop.example/mf/shopper/remoteEntry.js' },
        { name: 'script', entry: 'javascript:alert(1)' },
        { name: 'inline', entry: 'data:text/javascript,alert(1)' },
      ],
    };
    expect(allowedRemotes(document, sameOrigin, page)).toEqual([]);
  });

  it('loads from another origin only when it is allowed', () => {
    const cdn = { name: 'shopper', entry: 'https://static.shop.example/mf/shopper/remoteEntry.js' };
    expect(allowedRemotes({ remotes: [cdn] }, sameOrigin, page)).toEqual([]);
    expect(allowedRemotes({ remotes: [cdn] }, [...sameOrigin, 'https://static.shop.example'], page)).toEqual([cdn]);
  });

  it('ignores malformed documents and entries', () => {
    expect(allowedRemotes(null, sameOrigin, page)).toEqual([]);
    expect(allowedRemotes({ remotes: 'nope' }, sameOrigin, page)).toEqual([]);
    expect(allowedRemotes({ remotes: [{ name: 1, entry: '/x.js' }, null, { name: 'a' }] }, sameOrigin, page)).toEqual([]);
  });
});
