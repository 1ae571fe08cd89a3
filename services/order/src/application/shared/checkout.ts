import type { EntityManager } from '@mikro-orm/postgresql';
import { CART_MAX_LINES, CHECKOUT_MAX_STORES, identityReasons, orderReasons, type orderV1 } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';
import { findCartLines } from '../../db/cart-repository.js';
import type { AddressSnapshot, OrderItemSnapshot } from '../../db/entities.js';
import { validQuantity } from '../../domain/cart-rules.js';
import { storeOrderAmounts, sumAmounts, type FeeRates, type StoreOrderAmounts } from '../../domain/fees.js';
import { activeStores, type StoreView } from './stores.js';

export interface CheckoutRequest {
  items: { fromCart: boolean; items: { productId: number; storeId: number; quantity: number }[] } | undefined;
  addressId: number;
  lang: string;
}

/** One store's order as a checkout would place it. */
export interface StoreDraft {
  store: StoreView;
  items: OrderItemSnapshot[];
  amounts: StoreOrderAmounts;
  goodsCost: number;
}

export interface Checkout {
  address: AddressSnapshot | undefined;
  rates: FeeRates;
  drafts: StoreDraft[];
  totals: StoreOrderAmounts;
  /** The cart lines it buys (none for "Buy now"). */
  cartLines: { storeId: number; productId: number }[];
}

const CHECKOUT_MAX_ITEMS = 100;

/**
 * What a checkout buys now: the items (the cart's selected lines, or given ones) with their
 * products, one draft per store with the fees in force, and the delivery address (the given one,
 * else the default, else the first). Every collaborator is asked once, in parallel.
 */
export async function composeCheckout(em: EntityManager, deps: Collaborators, buyerId: string, request: CheckoutRequest): Promise<Checkout> {
  const fromCart = request.items?.fromCart ?? false;
  const wanted = fromCart
    ? (await findCartLines(em, buyerId)).filter((line) => line.selected).map(({ productId, storeId, quantity }) => ({ productId, storeId, quantity }))
    : (request.items?.items ?? []);
  if (wanted.length === 0) throw new AppError('FAILED_PRECONDITION', orderReasons.nothingSelected);
  // Only a cart filled past its limit before the limit held: the shopper removes lines to buy.
  if (fromCart && wanted.length > CART_MAX_LINES) throw new AppError('FAILED_PRECONDITION', orderReasons.cartFull, `${wanted.length} lines selected`);
  if (wanted.length > CHECKOUT_MAX_ITEMS || !wanted.every((item) => validQuantity(item.quantity))) throw new AppError('INVALID_ARGUMENT', orderReasons.invalidQuantity);
  if (new Set(wanted.map((item) => item.storeId)).size > CHECKOUT_MAX_STORES) throw new AppError('FAILED_PRECONDITION', orderReasons.tooManyStores);
  const [{ products }, stores, { addresses }, { feeSettings }] = await Promise.all([
    deps.catalog.getOrderableProducts({ items: wanted.map(({ productId, storeId }) => ({ productId, storeId })), lang: request.lang }),
    activeStores(deps.merchant, wanted.map((item) => item.storeId)),
    deps.identity.listAddresses({}),
    deps.fund.getFeeSettings({ at: '' }),
  ]);
  if (!feeSettings) throw new AppError('UNAVAILABLE', 'fee_settings_missing', 'fund answered no fee settings');
  const rates: FeeRates = { serviceFeeBp: feeSettings.serviceFeeBp, shippingFee: feeSettings.shippingFee, vatBp: feeSettings.vatBp };
  const byStore = new Map<number, { store: StoreView; items: OrderItemSnapshot[] }>();
  wanted.forEach((item, index) => {
    const product = products[index];
    const store = stores.get(item.storeId);
    if (!product?.found || !product.listed || !store) throw new AppError('FAILED_PRECONDITION', orderReasons.productUnavailable, `product ${item.productId} of store ${item.storeId}`);
    if (store.ownerId === buyerId) throw new AppError('FAILED_PRECONDITION', orderReasons.ownStoreProduct);
    if (product.stock < item.quantity) throw new AppError('FAILED_PRECONDITION', orderReasons.insufficientStock, `product ${item.productId}`);
    const draft = byStore.get(store.id) ?? { store, items: [] };
    byStore.set(store.id, draft);
    draft.items.push({
      productId: item.productId,
      title: product.title,
      imageKey: product.imageKey,
      unitPrice: product.price,
      merchantPrice: product.merchantPrice,
      unitCost: product.merchantPrice,
      quantity: item.quantity,
      amount: product.price * item.quantity,
    });
  });
  const drafts = [...byStore.values()].map(({ store, items }) => ({
    store,
    items,
    amounts: storeOrderAmounts(
      items.reduce((sum, item) => sum + item.amount, 0),
      rates,
    ),
    goodsCost: items.reduce((sum, item) => sum + item.merchantPrice * item.quantity, 0),
  }));
  return {
    address: chooseAddress(addresses, request.addressId),
    rates,
    drafts,
    totals: sumAmounts(drafts.map((draft) => draft.amounts)),
    cartLines: fromCart ? wanted.map(({ storeId, productId }) => ({ storeId, productId })) : [],
  };
}

function chooseAddress(addresses: { id: number; recipientName: string; phone: string; provinceName: string; cityName: string; districtName: string; detail: string; isDefault: boolean }[], id: number): AddressSnapshot | undefined {
  const chosen = id === 0 ? (addresses.find((address) => address.isDefault) ?? addresses[0]) : addresses.find((address) => address.id === id);
  if (id !== 0 && !chosen) throw new AppError('NOT_FOUND', identityReasons.addressNotFound);
  if (!chosen) return undefined;
  const { recipientName, phone, provinceName, cityName, districtName, detail } = chosen;
  return { addressId: chosen.id, recipientName, phone, provinceName, cityName, districtName, detail };
}

/** The quote a shopper sees: costs hidden (merchant price 0). */
export function toQuote(checkout: Checkout): orderV1.Quote {
  return {
    address: checkout.address,
    stores: checkout.drafts.map(({ store, items, amounts }) => ({
      storeId: store.id,
      storeName: store.name,
      items: items.map((item) => ({ ...item, merchantPrice: 0, unitCost: 0 })),
      ...amounts,
    })),
    ...checkout.totals,
    rates: checkout.rates,
  };
}
