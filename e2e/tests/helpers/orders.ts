import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoMerchant, demoOperator } from '@shop/local-stack';
import { addAddressByApi, newPhoneNumber, openSignedIn, signInByApi, signUpByApi, userIdByApi } from './accounts.js';
import { PASSWORD } from './money.js';
import { mutation, query } from './trpc.js';

// What the order journeys need before their own steps, made through the BFF as the pages would:
// stores with real owners and a product each, money on wallets (an operator's adjustment), the
// fees the platform charges now; and the waits on what the order jobs and events change.

/** How long the order jobs (every second locally) and the events between services take to move an order on. */
export const ORDER_STEP_TIMEOUT_MS = 30_000;

/** An amount as every page writes it: `Rp 1.234.567`. */
export function rupiah(amount: number): string {
  return `${amount < 0 ? '-' : ''}Rp ${Math.abs(amount).toLocaleString('id-ID')}`;
}

/** A record's signed amount as the fund history writes it. */
export function signedRupiah(amount: number): string {
  return amount > 0 ? `+${rupiah(amount)}` : rupiah(amount);
}

/** A suffix no other run uses, for names and texts a journey looks for. */
export function runId(): string {
  return Math.random().toString(36).slice(2, 8);
}

interface FeeSettings {
  serviceFeeBp: number;
  shippingFee: number;
  vatBp: number;
}

export interface StoreOrderFees {
  goodsAmount: number;
  serviceFee: number;
  shippingFee: number;
  vat: number;
  total: number;
}

/** A share in basis points of a whole-rupiah amount, rounded half up, as the platform rounds. */
function basisPoints(amount: number, bp: number): number {
  return Math.floor((amount * bp + 5_000) / 10_000);
}

/** What one store's order of `goodsAmount` is charged under `fees`: service fee, flat shipping, VAT on goods and service fee. */
export function storeOrderFees(goodsAmount: number, fees: FeeSettings): StoreOrderFees {
  const serviceFee = basisPoints(goodsAmount, fees.serviceFeeBp);
  const vat = basisPoints(goodsAmount + serviceFee, fees.vatBp);
  return { goodsAmount, serviceFee, shippingFee: fees.shippingFee, vat, total: goodsAmount + serviceFee + fees.shippingFee + vat };
}

/** Several store orders' fees added up, as the checkout shows them. */
export function sumFees(orders: readonly StoreOrderFees[]): StoreOrderFees {
  const sum = (key: keyof StoreOrderFees) => orders.reduce((total, order) => total + order[key], 0);
  return { goodsAmount: sum('goodsAmount'), serviceFee: sum('serviceFee'), shippingFee: sum('shippingFee'), vat: sum('vat'), total: sum('total') };
}

export async function operatorToken(request: APIRequestContext): Promise<string> {
  return signInByApi(request, demoOperator.account, demoOperator.password);
}

/** The fee settings in force now, from the operator's console. */
export async function feeSettingsNow(request: APIRequestContext, operator: string): Promise<FeeSettings> {
  const { items, currentVersion } = await query<{ items: Array<FeeSettings & { version: number }>; currentVersion: number }>(request, 'operator.feeSettings', undefined, operator);
  return items.find((settings) => settings.version === currentVersion)!;
}

/** An operator credits `amount` to the wallet of `userId` (a `sysmtem` record with `reason` as its memo). */
export async function creditByOperator(request: APIRequestContext, operator: string, userId: string, amount: number, reason: string): Promise<void> {
  await mutation(request, 'operator.adjustWallet', { userId, amount, reason }, operator);
}

export async function availableBalance(request: APIRequestContext, token: string): Promise<number> {
  return (await query<{ available: number }>(request, 'fund.wallet', undefined, token)).available;
}

export interface CatalogProduct {
  productId: number;
  price: number;
  merchantPrice: number;
  stock: number;
  listed: boolean;
}

/** Products the journeys buy leave enough stock for the next runs. */
const ENOUGH_STOCK = 10;

/** A product of the platform catalog as the store of `owner` sees it: listed there already, or not, with stock to spare. */
async function catalogProduct(request: APIRequestContext, owner: string, listed: boolean, exclude: readonly number[] = []): Promise<CatalogProduct> {
  const { items } = await query<{ items: CatalogProduct[] }>(request, 'merchant.catalog', { listedOnly: listed, pageSize: 50 }, owner);
  const product = items.find((item) => item.listed === listed && item.stock >= ENOUGH_STOCK && !exclude.includes(item.productId));
  expect(product, 'a product with stock to sell').toBeDefined();
  return product!;
}

export interface StoreWithOwner {
  id: number;
  name: string;
  ownerId: string;
  ownerToken: string;
  product: CatalogProduct;
}

interface MyStore {
  id: number;
  name: string;
  phone: string;
  description: string;
  autoPay: boolean;
  logo: { key: string };
}

async function myStore(request: APIRequestContext, owner: string): Promise<MyStore> {
  return (await query<{ store: MyStore }>(request, 'merchant.me', undefined, owner)).store;
}

/** The store's settings saved with auto-pay `on`, everything else as it is. */
async function setAutoPay(request: APIRequestContext, owner: string, store: MyStore, on: boolean): Promise<void> {
  const phone = `0${store.phone.replace(/^\+62/, '')}`;
  await mutation(request, 'merchant.updateStore', { storeName: store.name, phone, description: store.description, logoKey: store.logo.key, autoPay: on }, owner);
}

/**
 * Demo store 1 and its owner, the demo merchant, with one of its listed products; auto-pay off
 * (as the store opens), so its goods costs wait for the merchant to pay them.
 */
export async function demoStore(request: APIRequestContext, exclude: readonly number[] = []): Promise<StoreWithOwner> {
  const ownerToken = await signInByApi(request, demoMerchant.account, demoMerchant.password);
  const store = await myStore(request, ownerToken);
  if (store.autoPay) await setAutoPay(request, ownerToken, store, false);
  return { id: store.id, name: store.name, ownerId: demoMerchant.id, ownerToken, product: await catalogProduct(request, ownerToken, true, exclude) };
}

// A 1x1 PNG: the merchant service re-encodes it to the logo's sizes.
const logoDataUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A store of a new user's, opened as in the merchant journey but through the BFF (apply, the
 * operator approves), listing one platform product that is not in `exclude`.
 */
export async function newStore(request: APIRequestContext, operator: string, exclude: readonly number[] = []): Promise<StoreWithOwner> {
  const ownerToken = await signUpByApi(request, newPhoneNumber(), PASSWORD);
  const logo = await mutation<{ key: string }>(request, 'merchant.uploadLogo', { image: logoDataUrl }, ownerToken);
  const name = `Toko Order ${runId()}`;
  const application = await mutation<{ id: string }>(
    request,
    'merchant.apply',
    { storeName: name, phone: '081234567890', logoKey: logo.key, description: 'Batik dan kain dari Pekalongan', ownerName: 'Rina Wulandari', ktpNumber: '3171014506900001' },
    ownerToken,
  );
  await mutation(request, 'operator.approve', { applicationId: application.id }, operator);
  const store = await myStore(request, ownerToken);
  const product = await catalogProduct(request, ownerToken, false, exclude);
  await mutation(request, 'merchant.setListing', { productId: product.productId, listed: true }, ownerToken);
  return { id: store.id, name, ownerId: await userIdByApi(request, ownerToken), ownerToken, product: { ...product, listed: true } };
}

/** A new shopper with a delivery address to `recipientName`; answers the session token and the user id. */
export async function newShopper(request: APIRequestContext, recipientName: string): Promise<{ token: string; userId: string }> {
  const token = await signUpByApi(request, newPhoneNumber(), PASSWORD);
  await addAddressByApi(request, token, recipientName);
  return { token, userId: await userIdByApi(request, token) };
}

/** The app's download prompt was dismissed on this device before (it floats over the bottom of every page). */
export async function dismissedDownloadPrompt(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('shop-download-dismissed', '1'));
}

/** A browser of its own for another person (a store's owner), signed in with `token`, in `locale`. */
export async function openAs(browser: Browser, baseURL: string, locale: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'shop-locale', value: locale, url: baseURL }]);
  const page = await context.newPage();
  await dismissedDownloadPrompt(page);
  await openSignedIn(page, token);
  return page;
}

/**
 * Opens `path` again until `check` passes: for pages that show what they loaded while a job or an
 * event moves the order on elsewhere.
 */
export async function reloadUntil(page: Page, path: string, check: () => Promise<void>, timeout = ORDER_STEP_TIMEOUT_MS): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout, intervals: [500, 1_000, 2_000] });
}

