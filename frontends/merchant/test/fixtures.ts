import type { Application, BankAccount, FundRecord, MerchantCentre, MerchantMe, MyStore, PublicStore, Recharge, RechargeOptions, ShopProduct, StoreOrder, StoreOrderPage, Wallet, Withdrawal } from '../src/merchant';

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

// The money procedures' answers.

export const wallet: Wallet = { available: 1_250_000, held: 100_000, assets: 1_350_000, profit: 420_000, goodsCost: 80_000 };

export const bcaAccount: BankAccount = { bankCode: 'bca', accountName: 'Sari Wulandari', accountNumber: '1234567890', boundAt: new Date('2026-11-01T03:00:00Z'), withdrawalsOpenAt: null };

export function fundRecord(id: string, changes: Partial<FundRecord> = {}): FundRecord {
  return { id, type: 'recharge', amount: 100_000, balanceAfter: 1_250_000, reference: `recharge:${id}`, memo: '', createdAt: new Date('2026-11-20T03:00:00Z'), ...changes };
}

export function withdrawalOf(id: string, changes: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    status: 'in_review',
    amount: 500_000,
    fee: 5_000,
    netAmount: 495_000,
    bankAccount: { ...bcaAccount, accountNumber: '•••• 7890' },
    reason: '',
    requestedAt: new Date('2026-11-20T03:00:00Z'),
    reviewedAt: null,
    settledAt: null,
    ...changes,
  };
}

export const rechargeOptions: RechargeOptions = {
  methods: [
    { method: 'bca_va', kind: 'virtual_account', minAmount: 10_000, maxAmount: 50_000_000 },
    { method: 'bni_va', kind: 'virtual_account', minAmount: 10_000, maxAmount: 50_000_000 },
    { method: 'bri_va', kind: 'virtual_account', minAmount: 10_000, maxAmount: 50_000_000 },
    { method: 'mandiri_bill', kind: 'virtual_account', minAmount: 10_000, maxAmount: 50_000_000 },
    { method: 'permata_va', kind: 'virtual_account', minAmount: 10_000, maxAmount: 50_000_000 },
    { method: 'qris', kind: 'qris', minAmount: 10_000, maxAmount: 10_000_000 },
    { method: 'gopay', kind: 'ewallet', minAmount: 10_000, maxAmount: 10_000_000 },
    { method: 'shopeepay', kind: 'ewallet', minAmount: 10_000, maxAmount: 10_000_000 },
  ],
  presets: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000],
  expiryMinutes: 60,
};

/** A charge waiting for its payer, expiring an hour from now. */
export function pendingRecharge(changes: Partial<Recharge> = {}): Recharge {
  return {
    id: '0f1e2d3c-4b5a-4968-8776-655443322110',
    amount: 100_000,
    method: 'bca_va',
    kind: 'virtual_account',
    status: 'pending',
    vaNumber: '12345678901234',
    billerCode: '',
    qrString: '',
    redirectUrl: '',
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 60 * 60_000),
    paidAt: null,
    ...changes,
  };
}

// The store's orders.

export const orderIds = ['0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01', '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a02', '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a03'];

/** A paid order of two batik shirts whose goods cost awaits payment. */
export function storeOrder(id: string, changes: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id,
    orderNo: `20261126-${id.slice(-4).toUpperCase()}`,
    status: 'pending_shipment',
    goodsCostStatus: 'awaiting',
    items: [{ productId: 11, title: 'Kemeja batik', unitPrice: 150_000, merchantPrice: 100_000, unitCost: 100_000, quantity: 2, amount: 300_000 }],
    address: { recipientName: 'Budi Santoso', phone: '+6281200000000', provinceName: 'DKI Jakarta', cityName: 'Jakarta Selatan', districtName: 'Kebayoran Baru', detail: 'Jl. Melawai 1' },
    goodsAmount: 300_000,
    goodsCost: 200_000,
    profit: 100_000,
    serviceFee: 6_000,
    shippingFee: 10_000,
    vat: 33_660,
    total: 349_660,
    paymentMethod: 'balance',
    trackingNumber: '',
    createdAt: new Date('2026-11-26T03:00:00Z'),
    updatedAt: new Date('2026-11-26T03:05:00Z'),
    paidAt: new Date('2026-11-26T03:05:00Z'),
    shippedAt: null,
    receivedAt: null,
    completedAt: null,
    return: null,
    ...changes,
  };
}

export const orderCounts: StoreOrderPage['counts'] = { all: 9, pending_payment: 2, shipping: 3, after_sales: 4 };

export const centre: MerchantCentre = {
  store,
  counts: orderCounts,
  receivable: 700_000,
  available: 1_250_000,
  held: 100_000,
  assets: 2_050_000,
  profit: 420_000,
  goodsCost: 80_000,
};
