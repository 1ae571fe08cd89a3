import { goodsCostStatusProto, orderPaymentMethodProto, orderPaymentStatusProto, orderStatusProto, wireNameOf, type orderV1, type paymentV1 } from '@shop/contracts';

// Orders, carts and order payments as the front ends receive them: wire names for the proto
// enums, Dates for instants, and picture keys turned into URLs.

/** The public URL of a stored object, by its key (the BFF's MEDIA_PUBLIC_URL, then the key). */
export type MediaUrl = (key: string) => string;

/**
 * The smallest stored width of a product picture (the media package's first product width): an
 * order keeps only its first picture's key, shown as a thumbnail.
 */
const THUMBNAIL_WIDTH = 320;

/** A product picture kept by its key, as `ImageVariants` (one thumbnail); null for none. */
export function thumbnail(mediaUrl: MediaUrl, key: string) {
  return key ? { key, variants: [{ width: THUMBNAIL_WIDTH, url: mediaUrl(`${key}/${THUMBNAIL_WIDTH}.webp`) }] } : null;
}

function named<Name extends string, Proto extends string>(table: Readonly<Record<Name, Proto>>, what: string) {
  const nameOf = wireNameOf(table);
  return (proto: Proto): Name => {
    const name = nameOf(proto);
    if (name === undefined) throw new Error(`unknown ${what}`);
    return name;
  };
}

export const orderStatusName = named(orderStatusProto, 'order status');
export const goodsCostStatusName = named(goodsCostStatusProto, 'goods cost status');
export const orderPaymentMethodName = named(orderPaymentMethodProto, 'order payment method');
const orderPaymentStatusName = named(orderPaymentStatusProto, 'order payment status');

function instantOrNull(iso: string): Date | null {
  return iso ? new Date(iso) : null;
}

export function cart(mediaUrl: MediaUrl, cart: orderV1.Cart | undefined) {
  const { stores, selectedCount, selectedAmount, totalQuantity } = cart!;
  return {
    stores: stores.map((store) => ({
      storeId: store.storeId,
      storeName: store.storeName,
      lines: store.lines.map(({ productId, storeId, quantity, selected, title, imageKey, unitPrice, stock, available }) => ({
        productId,
        storeId,
        quantity,
        selected,
        title,
        image: thumbnail(mediaUrl, imageKey),
        unitPrice,
        stock,
        available,
      })),
    })),
    selectedCount,
    selectedAmount,
    totalQuantity,
  };
}

function orderItem(mediaUrl: MediaUrl, item: orderV1.OrderItem) {
  const { productId, title, imageKey, unitPrice, quantity, amount } = item;
  return { productId, title, image: thumbnail(mediaUrl, imageKey), unitPrice, quantity, amount };
}

function address(address: orderV1.AddressSnapshot | undefined) {
  if (!address) return null;
  const { addressId, recipientName, phone, provinceName, cityName, districtName, detail } = address;
  return { addressId, recipientName, phone, provinceName, cityName, districtName, detail };
}

function fees({ goodsAmount, serviceFee, shippingFee, vat, total }: { goodsAmount: number; serviceFee: number; shippingFee: number; vat: number; total: number }) {
  return { goodsAmount, serviceFee, shippingFee, vat, total };
}

/** What placing would charge now: per store and in all. */
export function quote(mediaUrl: MediaUrl, quote: orderV1.Quote | undefined) {
  const { address: delivery, stores, rates } = quote!;
  return {
    address: address(delivery),
    stores: stores.map((store) => ({ storeId: store.storeId, storeName: store.storeName, items: store.items.map((item) => orderItem(mediaUrl, item)), ...fees(store) })),
    ...fees(quote!),
    rates: { serviceFeeBp: rates?.serviceFeeBp ?? 0, shippingFee: rates?.shippingFee ?? 0, vatBp: rates?.vatBp ?? 0 },
  };
}

/** One order as its buyer sees it (no goods cost: that is the store's business). */
export function buyerOrder(mediaUrl: MediaUrl, order: orderV1.Order | undefined) {
  const { id, orderNo, storeId, storeName, status, items, paymentMethod, paymentId, trackingNumber, review, return: returnInfo } = order!;
  return {
    id,
    orderNo,
    storeId,
    storeName,
    status: orderStatusName(status),
    items: items.map((item) => orderItem(mediaUrl, item)),
    address: address(order!.address),
    ...fees(order!),
    /** The payment method's wire name; null until paid. */
    paymentMethod: paymentMethod || null,
    paymentId: paymentId || null,
    trackingNumber: trackingNumber || null,
    createdAt: new Date(order!.createdAt),
    updatedAt: new Date(order!.updatedAt),
    payDeadline: instantOrNull(order!.payDeadline),
    paidAt: instantOrNull(order!.paidAt),
    shippedAt: instantOrNull(order!.shippedAt),
    receivedAt: instantOrNull(order!.receivedAt),
    completedAt: instantOrNull(order!.completedAt),
    cancelledAt: instantOrNull(order!.cancelledAt),
    returnDeadline: instantOrNull(order!.returnDeadline),
    return: returnInfo?.requestedAt
      ? {
          reason: returnInfo.reason,
          requestedAt: new Date(returnInfo.requestedAt),
          /** The store's reason when it refused; empty otherwise. */
          refusedReason: returnInfo.refusedReason,
          decidedAt: instantOrNull(returnInfo.decidedAt),
          refundedAt: instantOrNull(returnInfo.refundedAt),
        }
      : null,
    review: review?.reviewedAt ? { rating: review.rating, text: review.text, reviewedAt: new Date(review.reviewedAt) } : null,
  };
}

/** An order payment with what the payer of a gateway method needs (as a recharge's). */
export function orderPayment(payment: paymentV1.OrderPayment | undefined) {
  const { id, orderIds, amount, method, status, vaNumber, billerCode, qrString, redirectUrl, createdAt, expiresAt, paidAt } = payment!;
  return {
    id,
    orderIds: [...orderIds],
    amount,
    method: orderPaymentMethodName(method),
    status: orderPaymentStatusName(status),
    vaNumber,
    billerCode,
    qrString,
    redirectUrl,
    createdAt: new Date(createdAt),
    expiresAt: instantOrNull(expiresAt),
    paidAt: instantOrNull(paidAt),
  };
}
