import { describe, expect, it } from '@jest/globals';
import { matchRoute, parseRoutePattern } from '@shop/web-core';
import { exposesOf } from '@shop/web-build';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { merchantPages } from '../src/pages';

/** The page the shell shows at `url`: the first in the list whose path matches, as its route table does. */
function pageAt(url: string): string | undefined {
  return Object.entries(merchantPages).find(([, page]) => matchRoute(parseRoutePattern, page.path, url)[0])?.[0];
}

describe('the page list', () => {
  it('exposes each page from src/exposes/<Name>.tsx, and every such file exists', () => {
    const exposes = exposesOf(merchantPages);
    expect(Object.keys(exposes)).toHaveLength(Object.keys(merchantPages).length);
    for (const file of Object.values(exposes)) expect(existsSync(path.join(import.meta.dirname, '..', file))).toBe(true);
  });

  it('routes store management before the shop page, whose :id would take "manage" too', () => {
    expect(pageAt('/h5/merchant/shop/manage')).toBe('MerchantShopManagePage');
    expect(pageAt('/h5/merchant/shop/7')).toBe('MerchantShopPage');
    expect(pageAt('/h5/merchant/street')).toBe('MerchantStreetPage');
    expect(pageAt('/h5/merchant')).toBe('MerchantHomePage');
  });

  it('routes the money pages, which no store parameter takes', () => {
    expect(['/h5/merchant/recharge', '/h5/merchant/withdraw', '/h5/merchant/bank', '/h5/merchant/fund'].map(pageAt)).toEqual([
      'MerchantRechargePage',
      'MerchantWithdrawPage',
      'MerchantBankPage',
      'MerchantFundPage',
    ]);
  });
});
