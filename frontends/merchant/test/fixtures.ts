import type { Application, MerchantMe, MyStore, PublicStore, ShopProduct } from '../src/merchant';

// What the merchant procedures answer in these tests: one approved store and its application.

export const logo = {
  key: 'logos/7.webp',
  variants: [
    { width: 64, url: '/media/logos/7-64.webp' },
    { width: 256, url: '/media/logos/7-256.webp' },
  ],
};

export const store: MyStore = {
  id: 7,
  name: 'Toko Batik Sari',
  logo,
  description: 'Batik tulis dari Solo',
  level: 3,
  rating: 4.56,
  visits: 1200,
  collections: 85,
  sales: 340,
  productCount: 12,
  openedAt: new Date('2026-10-01T00:00:00Z'),
  phone: '+6281234567890',
  autoPay: false,
  status: 'active',
};

export const publicStore: PublicStore = {
  id: store.id,
  name: store.name,
  logo,
  description: store.description,
  level: store.level,
  rating: store.rating,
  visits: store.visits,
  collections: store.collections,
  sales: store.sales,
  productCount: store.productCount,
  openedAt: store.openedAt,
};

export const submitted: Application = {
  id: 'a9b1c2d3-0000-4000-8000-000000000003',
  status: 'submitted',
  storeName: 'Toko Batik Sari',
  phone: '+6281234567890',
  logo,
  description: 'Batik tulis dari Solo',
  ownerName: 'Sari Wulandari',
  ktpNumber: '3174••••••••0001',
  reviewReason: '',
  submittedAt: new Date('2026-11-20T03:00:00Z'),
  reviewedAt: null,
  storeId: null,
};

export const rejected: Application = {
  ...submitted,
  status: 'rejected',
  reviewReason: 'The logo is not readable',
  reviewedAt: new Date('2026-11-21T03:00:00Z'),
};

export const me = {
  visitor: { store: null, application: null },
  submitted: { store: null, application: submitted },
  rejected: { store: null, application: rejected },
  merchant: { store, application: { ...submitted, status: 'approved', storeId: store.id } },
} satisfies Record<string, MerchantMe>;

/** A valid KTP number (NIK): province 31, a woman born on the 15th of May 1990. */
export const KTP = '3174015505900001';

export function shopProduct(id: number): ShopProduct {
  return {
    id,
    categoryId: 29,
    subcategoryId: 2901,
    title: `Produk ${id}`,
    description: '',
    images: [{ key: `products/${id}`, variants: [320, 640].map((width) => ({ width, url: `/media/products/${id}/${width}.webp` })) }],
    price: 125_000 + id,
    listPrice: 125_000 + id,
    discount: 0,
    stock: 10,
    sales: 3,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  };
}
