import { describe, expect, it } from '@jest/globals';
import { idParam, returnPath, signInPath } from '../../src/routing';

describe('signInPath', () => {
  it('carries the page to come back to', () => {
    expect(signInPath('/h5/delivery?from=cart')).toBe('/h5/signin?redirect=%2Fh5%2Fdelivery%3Ffrom%3Dcart');
  });

  it('leaves the sign-in page as it is, and does not return to the bare root', () => {
    expect(signInPath('/h5/signin?redirect=%2Fh5')).toBe('/h5/signin?redirect=%2Fh5');
    expect(signInPath('/')).toBe('/h5/signin');
  });
});

describe('returnPath', () => {
  it('returns to a page of the site', () => {
    expect(returnPath('/h5/delivery?from=cart')).toBe('/h5/delivery?from=cart');
  });

  it('never leaves the site, and defaults to the account page', () => {
    for (const unsafe of ['https://evil.example/h5', '//evil.example/h5', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(returnPath(unsafe)).toBe('/h5/account');
    }
  });
});

describe('idParam', () => {
  it('reads a positive whole id, and nothing else', () => {
    expect(idParam('7')).toBe(7);
    expect(idParam('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const value of ['0', '-7', '7.5', '1e3', ' 7', 'list', '', '9007199254740992', null, undefined]) expect(idParam(value)).toBeUndefined();
  });
});
