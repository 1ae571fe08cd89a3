import type { PageList } from '@shop/web-core';

/**
 * The merchant's pages: each name is exposed from `src/exposes/<Name>.tsx` and routed by the shell
 * at `path`; the shell reads this list when it is built, so a new or changed entry goes live with
 * the next shell release, after this remote's (docs/adding-a-page.md#shipping-it). The shell
 * takes the first path that matches, so store management comes before the shop page, whose `:id`
 * would take "manage" too.
 */
export const merchantPages = {
  MerchantHomePage: { path: '/h5/merchant', layout: 'none', title: { en: 'Merchant centre', zh: '商家中心', ind: 'Pusat Penjual' } },
  MerchantApplyPage: { path: '/h5/merchant/apply', layout: 'page', title: { en: 'Open a store', zh: '申请开店', ind: 'Buka toko' } },
  MerchantShopManagePage: { path: '/h5/merchant/shop/manage', layout: 'page', title: { en: 'Store management', zh: '店铺管理', ind: 'Kelola toko' } },
  MerchantProductsPage: { path: '/h5/merchant/products', layout: 'page', title: { en: 'Products and listing', zh: '商品与上架', ind: 'Produk dan penayangan' } },
  // The head names the store (page.head); the title stays while the store is unknown.
  MerchantShopPage: { path: '/h5/merchant/shop/:id', layout: 'page', title: { en: 'Shop', zh: '店铺', ind: 'Toko' }, head: { subject: 'shop', param: 'id' } },
  MerchantStreetPage: { path: '/h5/merchant/street', layout: 'page', title: { en: 'The street', zh: '商业街', ind: 'Jalan toko' } },
  MerchantOrdersPage: { path: '/h5/merchant/order', layout: 'page', title: { en: 'Orders', zh: '订单', ind: 'Pesanan' } },
  MerchantOrderPage: { path: '/h5/merchant/order/detail', layout: 'page', title: { en: 'Order details', zh: '订单详情', ind: 'Detail pesanan' } },
  // Money pages: for every signed-in user, merchant or not (everyone has a wallet).
  MerchantRechargePage: { path: '/h5/merchant/recharge', layout: 'page', title: { en: 'Recharge', zh: '充值', ind: 'Isi ulang' } },
  MerchantWithdrawPage: { path: '/h5/merchant/withdraw', layout: 'page', title: { en: 'Withdraw', zh: '提现', ind: 'Tarik dana' } },
  MerchantBankPage: { path: '/h5/merchant/bank', layout: 'page', title: { en: 'Bank card', zh: '银行卡', ind: 'Kartu bank' } },
  MerchantFundPage: { path: '/h5/merchant/fund', layout: 'page', title: { en: 'Fund history', zh: '资金明细', ind: 'Riwayat dana' } },
} as const satisfies PageList;
