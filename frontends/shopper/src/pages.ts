import type { PageList } from '@shop/web-core';

/**
 * The shopper's pages: each name is exposed from `src/exposes/<Name>.tsx` and routed by the shell
 * at `path`. Adding a page here is all the code the shell and the build need, but the shell reads
 * this list when it is built: a new or changed entry goes live with the next shell release, after
 * this remote's (docs/adding-a-page.md#shipping-it).
 */
export const shopperPages = {
  HomePage: { path: '/h5', layout: 'h5' },
  AccountPage: { path: '/h5/account', layout: 'h5', title: { en: 'Account', zh: '我的', ind: 'Akun' } },
  QuestionPage: { path: '/h5/question', layout: 'page', title: { en: 'Help & FAQ', zh: '帮助与常见问题', ind: 'Bantuan & FAQ' } },
  SignInPage: { path: '/h5/signin', layout: 'page', title: { en: 'Sign in', zh: '登录', ind: 'Masuk' } },
  SignUpPage: { path: '/h5/signup', layout: 'page', title: { en: 'Sign up', zh: '注册', ind: 'Daftar' } },
  ForgetPage: { path: '/h5/forget', layout: 'page', title: { en: 'Forgotten password', zh: '忘记密码', ind: 'Lupa kata sandi' } },
  SettingsPage: { path: '/h5/settings', layout: 'page', title: { en: 'Settings', zh: '设置', ind: 'Pengaturan' } },
  DeliveryPage: { path: '/h5/delivery', layout: 'page', title: { en: 'Delivery addresses', zh: '收货地址', ind: 'Alamat pengiriman' } },
  SearchPage: { path: '/h5/search', layout: 'page', title: { en: 'Search', zh: '搜索', ind: 'Cari' } },
  CategoryPage: { path: '/h5/category', layout: 'none', title: { en: 'Categories', zh: '分类', ind: 'Kategori' } },
  CartPage: { path: '/h5/cart', layout: 'none', title: { en: 'Cart', zh: '购物车', ind: 'Keranjang' } },
  PayPage: { path: '/h5/pay', layout: 'none', title: { en: 'Checkout', zh: '确认订单', ind: 'Checkout' } },
  OrderListPage: { path: '/h5/order', layout: 'none', title: { en: 'My orders', zh: '我的订单', ind: 'Pesanan saya' } },
  OrderDetailPage: { path: '/h5/order/detail', layout: 'none', title: { en: 'Order details', zh: '订单详情', ind: 'Detail pesanan' } },
  // Before the product page: the first page whose path matches is shown, and "list" is no id.
  ProductListPage: { path: '/h5/products/list', layout: 'page', title: { en: 'Products', zh: '商品', ind: 'Produk' } },
  CollectionPage: { path: '/h5/collection', layout: 'page', title: { en: 'My collection', zh: '我的收藏', ind: 'Koleksi saya' } },
  NotificationsPage: { path: '/h5/notifications', layout: 'page', title: { en: 'Notifications', zh: '消息通知', ind: 'Notifikasi' } },
  NotificationSettingsPage: { path: '/h5/notifications/settings', layout: 'page', title: { en: 'Notification settings', zh: '通知设置', ind: 'Pengaturan notifikasi' } },
  FootmarkPage: { path: '/h5/footmark', layout: 'page', title: { en: 'Browsing history', zh: '我的足迹', ind: 'Riwayat dilihat' } },
  // The head names the product and its price (page.head); the title stays while it is unknown.
  ProductPage: { path: '/h5/products/:id', layout: 'page', title: { en: 'Product', zh: '商品', ind: 'Produk' }, head: { subject: 'product', param: 'id' } },
} as const satisfies PageList;
