import type { BuyerOrder } from '../src/orders/shapes';

// The orders the order page tests answer with, as the BFF's order procedures shape them.

export const orderId = '0190d2b4-6c1e-7c3a-9a55-2f4b8f1d0a11';
export const fees = { goodsAmount: 200_000, serviceFee: 4_000, shippingFee: 10_000, vat: 22_440, total: 236_440 };
export const address = { addressId: 3, recipientName: 'Siti', phone: '+628123', provinceName: 'DKI Jakarta', cityName: 'Jakarta Selatan', districtName: 'Kebayoran', detail: 'Jl. Melati 1' };
export const item = { productId: 12, title: 'Kemeja Batik', image: null, unitPrice: 100_000, quantity: 2, amount: 200_000 };

/** An order of Toko Batik Sari in `status`, created 26 November 2026 01:00 UTC and due 30 minutes later. */
export function order(status: BuyerOrder['status'] = 'pending_payment', changes: Partial<BuyerOrder> = {}): BuyerOrder {
  const at = new Date('2026-11-26T01:00:00Z');
  return {
    id: orderId,
    orderNo: '20261126-8F3K2QZP',
    storeId: 7,
    storeName: 'Toko Batik Sari',
    status,
    items: [item],
    address,
    ...fees,
    paymentMethod: null,
    paymentId: null,
    trackingNumber: null,
    createdAt: at,
    updatedAt: at,
    payDeadline: new Date('2026-11-26T01:30:00Z'),
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    completedAt: null,
    cancelledAt: null,
    returnDeadline: null,
    return: null,
    review: null,
    ...changes,
  };
}
