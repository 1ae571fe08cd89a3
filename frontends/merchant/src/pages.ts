import type { PageList } from '@shop/web-core';

/**
 * The merchant's pages: each name is exposed from `src/exposes/<Name>.tsx` and routed by the shell
 * at `path`. The shell takes the first path that matches, so store management comes before the
 * shop page, whose `:id` would take "manage" too.
 */
export const merchantPages = {
  MerchantHomePage: { path: '/h5/merchant', layout: 'none', title: { en: 'Merchant centre', zh: '商家中心', ind: 'Pusat Penjual' } },
  MerchantApplyPage: { path: '/h5/merchant/apply', layout: 'page', title: { en: 'Open a store', zh: '申请开店', ind: 'Buka toko' } },
  MerchantShopManagePage: { path: '/h5/merchant/shop/manage', layout: 'page', title: { en: 'Store management', zh: '店铺管理', ind: 'Kelola toko' } },
  MerchantProductsPage: { path: '/h5/merchant/products', layout: 'page', title: { en: 'Products and listing', zh: '商品与上架', ind: 'Produk dan penayangan' } },
  // The head names the store (page.head); the title stays while the store is unknown.
  MerchantShopPage: { path: '/h5/merchant/shop/:id', layout: 'page', title: { en: 'Shop', zh: '店铺', ind: 'Toko' }, head: { subject: 'shop', param: 'id' } },
  MerchantStreetPage: { path: '/h5/merchant/street', layout: 'page', title: { en: 'The street', zh: '商业街', ind: 'Jalan toko' } },
} as const satisfies PageList;
