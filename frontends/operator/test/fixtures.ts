import type { Adjustment, Application, AuditEntry, FeeSettings, FundRecord, Store, Withdrawal } from '../src/console/records';

/** `user.me` for a shopper and for an operator. */
export const shopper = {
  id: '0d9f3f8e-5b7c-4a39-9f53-0f0a4c1e2b11',
  account: '+6281234567890',
  accountKind: 'phone' as const,
  nickname: 'Siti',
  avatar: '',
  roles: [],
  createdAt: new Date('2026-01-05T03:00:00Z'),
};
export const operator = { ...shopper, id: '7a1c2d3e-4f50-4612-8a9b-0c1d2e3f4a5b', account: '+6281200000003', nickname: 'Ops', roles: ['operator'] };

const logo = { key: 'logos/a1', variants: [48, 96, 192].map((width) => ({ width, url: `/media/logos/a1-${width}.webp` })) };

export function application(id: string, storeName: string, changes: Partial<Application> = {}): Application {
  return {
    id,
    status: 'submitted',
    storeName,
    phone: '+6281234567890',
    logo,
    description: 'Batik tulis dari Pekalongan',
    ownerName: 'Siti Nurhaliza',
    ktpNumber: '3171234567890001',
    reviewReason: '',
    submittedAt: new Date('2026-11-20T02:30:00Z'),
    reviewedAt: null,
    storeId: null,
    applicantId: shopper.id,
    ...changes,
  };
}

export const tokoBatik = application('5b2a7c3e-1d4f-4e6a-9b8c-7d6e5f4a3b21', 'Toko Batik Siti');
export const kopiNusa = application('6c3b8d4f-2e5a-4f7b-8c9d-8e7f6a5b4c32', 'Kopi Nusa', { ownerName: 'Budi Santoso', description: '' });

export function store(id: number, name: string, changes: Partial<Store> = {}): Store {
  return {
    id,
    name,
    logo,
    description: '',
    level: 3,
    rating: 4.75,
    visits: 1200,
    collections: 85,
    sales: 430,
    productCount: 12,
    openedAt: new Date('2026-02-01T01:00:00Z'),
    phone: '+6281234567890',
    autoPay: false,
    status: 'active',
    ownerId: shopper.id,
    ...changes,
  };
}

export const auditEntry = (id: string, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actorId: operator.id,
  action: 'application.rejected',
  subject: `application:${tokoBatik.id}`,
  reason: 'Foto KTP tidak terbaca',
  at: new Date('2026-11-21T04:00:00Z'),
  ...changes,
});

export function withdrawal(id: string, changes: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    userId: shopper.id,
    status: 'in_review',
    amount: 500_000,
    fee: 5_000,
    netAmount: 495_000,
    bankAccount: { bankCode: 'bca', accountName: 'Siti Nurhaliza', accountNumber: '•••• 7890', boundAt: new Date('2026-11-01T00:00:00Z'), withdrawalsOpenAt: null },
    reason: '',
    requestedAt: new Date('2026-11-20T02:30:00Z'),
    reviewedAt: null,
    settledAt: null,
    ...changes,
  };
}

export function fundRecord(id: string, changes: Partial<FundRecord> = {}): FundRecord {
  return { id, type: 'recharge', amount: 100_000, balanceAfter: 100_000, reference: `recharge:${id}`, memo: '', createdAt: new Date('2026-11-20T03:00:00Z'), ...changes };
}

export const feeVersion1: FeeSettings = {
  version: 1,
  effectiveAt: new Date(0),
  serviceFeeBp: 100,
  shippingFee: 9_000,
  vatBp: 1_100,
  withdrawalFeeBp: 100,
  withdrawalFeeMin: 5_000,
};

/** A second operator, who reviews the first one's adjustments. */
export const secondOperator = { ...operator, id: '8b2d3e4f-5061-4723-9bac-1d2e3f4a5b6c', account: '+6281200000004', nickname: 'Ops Dua' };

export function adjustment(id: string, changes: Partial<Adjustment> = {}): Adjustment {
  return {
    id,
    userId: shopper.id,
    amount: 2_500_000,
    reason: 'Pengembalian dana manual',
    status: 'pending',
    requestedBy: secondOperator.id,
    requestedAt: new Date('2026-11-22T03:00:00Z'),
    reviewedBy: null,
    reviewedAt: null,
    reviewReason: '',
    ...changes,
  };
}
