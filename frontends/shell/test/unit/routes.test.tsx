/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { merchantPages } from '@shop/merchant-web/pages';
import { operatorPages } from '@shop/operator-web/pages';
import { shopperPages } from '@shop/shopper/pages';
import { matchRoute, useRouter } from '@shop/web-core';
import { renderHook } from '@testing-library/react';
import { suggestsApp } from '../../src/app/AppFrame';
import { appRoutes, notFoundRoute, remoteRoutes, routeFor } from '../../src/app/routes';

const parser = renderHook(() => useRouter()).result.current.parser;

describe('the route table', () => {
  it('routes every page a remote lists to that remote, in its layout, with its title', () => {
    const [settings] = remoteRoutes('shopper', { SettingsPage: shopperPages.SettingsPage });
    expect(settings).toMatchObject({ path: '/h5/settings', layout: 'page', title: { en: 'Settings', zh: '设置', ind: 'Pengaturan' } });
    expect(routeFor(parser, '/h5/settings')).toMatchObject({ path: '/h5/settings', layout: 'page' });
    expect(routeFor(parser, '/h5/merchant')).toMatchObject({ layout: 'none', title: merchantPages.MerchantHomePage.title });
    // The operator console draws its own frame, under its own prefix.
    expect(routeFor(parser, '/ops/stores')).toMatchObject({ layout: 'console', title: operatorPages.StoresPage.title, remote: { remote: 'operator', name: 'StoresPage' } });
  });

  it('has every listed page, each path once', () => {
    const paths = appRoutes.map((route) => route.path);
    for (const page of [...Object.values(shopperPages), ...Object.values(merchantPages), ...Object.values(operatorPages)]) expect(paths).toContain(page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('suggests the shopping app on the storefront, never in the operator console', () => {
    expect(['/h5', '/h5/settings', '/h5/merchant', '/down'].map((path) => suggestsApp(routeFor(parser, path).layout))).toEqual([true, true, true, true]);
    expect(Object.values(operatorPages).map((page) => suggestsApp(routeFor(parser, page.path).layout)).every((suggested) => !suggested)).toBe(true);
  });

  it('shows the product list at /h5/products/list, not a product called "list"', () => {
    expect(routeFor(parser, '/h5/products/list')).toMatchObject({ remote: { remote: 'shopper', name: 'ProductListPage' } });
    expect(routeFor(parser, '/h5/products/12')).toMatchObject({ remote: { remote: 'shopper', name: 'ProductPage' } });
  });

  it('shows the money pages in the page layout and the fund pages in the console', () => {
    for (const [path, name] of [
      ['/h5/merchant/recharge', 'MerchantRechargePage'],
      ['/h5/merchant/withdraw', 'MerchantWithdrawPage'],
      ['/h5/merchant/bank', 'MerchantBankPage'],
      ['/h5/merchant/fund', 'MerchantFundPage'],
    ] as const) {
      expect(routeFor(parser, path)).toMatchObject({ layout: 'page', remote: { remote: 'merchant', name } });
    }
    expect(routeFor(parser, '/ops/withdrawals')).toMatchObject({ layout: 'console', remote: { remote: 'operator', name: 'WithdrawalsPage' } });
    expect(routeFor(parser, '/ops/fund-audit')).toMatchObject({ layout: 'console', title: { en: 'Fund audit log' } });
    expect(routeFor(parser, '/ops/deliveries')).toMatchObject({ layout: 'console', remote: { remote: 'operator', name: 'DeliveriesPage' } });
    expect(routeFor(parser, '/ops/templates')).toMatchObject({ layout: 'console', title: { en: 'Message templates' } });
  });

  it("shows the store's order pages in the page layout", () => {
    expect(routeFor(parser, '/h5/merchant/order')).toMatchObject({ layout: 'page', remote: { remote: 'merchant', name: 'MerchantOrdersPage' }, title: { en: 'Orders' } });
    expect(routeFor(parser, '/h5/merchant/order/detail')).toMatchObject({ layout: 'page', remote: { remote: 'merchant', name: 'MerchantOrderPage' }, title: { en: 'Order details' } });
  });

  it('gives an unknown path the 404 screen', () => {
    expect(routeFor(parser, '/h5/no-such-page')).toBe(notFoundRoute);
    expect(matchRoute(parser, '/h5', '/h5/account')[0]).toBe(false);
  });
});
