/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { useRouter } from '@shop/web-core';
import { renderHook } from '@testing-library/react';
import { headOf, subjectHeadQuery } from '../../src/app/head';
import type { AppRoute } from '../../src/app/routes';
import { localSiteDefaults } from '../../src/lib/title';

const parser = renderHook(() => useRouter()).result.current.parser;
const shopRoute: AppRoute = {
  path: '/h5/merchant/shop/:id',
  layout: 'none',
  title: { en: 'Shop', zh: '店铺', ind: 'Toko' },
  head: { subject: 'shop', param: 'id' },
  page: () => null,
};

function fakeClient() {
  const query = jest.fn(async (input: { subject: 'shop'; id: number }) => ({ title: `Toko ${input.id}`, description: 'Batik tulis', image: '/media/logos/a/320.webp' }));
  return { client: { page: { head: { query } } } as unknown as Parameters<typeof subjectHeadQuery>[0], query };
}

describe('the head of a page about one thing', () => {
  it('asks the BFF for the subject the route parameter names', async () => {
    const { client, query } = fakeClient();
    const asked = subjectHeadQuery(client, shopRoute, '/h5/merchant/shop/42', parser);
    expect(asked?.queryKey).toEqual(['page-head', 'shop', 42]);
    await asked!.queryFn();
    expect(query).toHaveBeenCalledWith({ subject: 'shop', id: 42 });
  });

  it('asks nothing for other pages or for an id that cannot be one', () => {
    const { client } = fakeClient();
    expect(subjectHeadQuery(client, { ...shopRoute, head: undefined }, '/h5/merchant/shop/42', parser)).toBeUndefined();
    expect(subjectHeadQuery(client, shopRoute, '/h5/merchant/shop/abc', parser)).toBeUndefined();
    expect(subjectHeadQuery(client, shopRoute, '/h5/merchant/shop/0', parser)).toBeUndefined();
  });

  it('names the subject in the title, description and share image, and falls back to the page and site', () => {
    const subject = { title: 'Toko Batik', description: 'Batik tulis', image: '/media/logos/a/320.webp' };
    expect(headOf(shopRoute, 'en', localSiteDefaults, subject)).toEqual({
      title: `Toko Batik - ${localSiteDefaults.title}`,
      description: 'Batik tulis',
      image: '/media/logos/a/320.webp',
      icon: localSiteDefaults.logo,
    });
    expect(headOf(shopRoute, 'ind', localSiteDefaults, { title: 'Toko Batik', description: '', image: '' })).toEqual({
      title: `Toko Batik - ${localSiteDefaults.title}`,
      description: localSiteDefaults.desc,
      image: localSiteDefaults.logo,
      icon: localSiteDefaults.logo,
    });
    expect(headOf(shopRoute, 'zh', localSiteDefaults).title).toBe(`店铺 - ${localSiteDefaults.title}`);
  });
});
