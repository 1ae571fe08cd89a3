import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoOperator, demoSecondOperator } from '@shop/local-stack';
import { mutation, query } from './trpc.js';

// Accounts for the journeys, made and read through the BFF as the browser would. Every test makes
// its own, so tests stay independent.

type CodePurpose = 'signup' | 'signin' | 'reset';

/** A fresh Indonesian mobile number as a shopper types it: 0812 then eight random digits. */
export function newPhoneNumber(): string {
  return `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The same number as the server stores and shows it (E.164). */
export function e164(phone: string): string {
  return `+62${phone.slice(1)}`;
}

/** The newest code the development inbox holds for `account` and `purpose` (waits for it to arrive). */
export async function latestCode(request: APIRequestContext, account: string, purpose: CodePurpose): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await query<Array<{ purpose: CodePurpose; code: string }>>(request, 'dev.inbox', { account });
      code = messages.find((message) => message.purpose === purpose)?.code;
      return code;
    })
    .toBeDefined();
  return code!;
}

/** Signs a new account up without the UI; returns its session token. */
export async function signUpByApi(request: APIRequestContext, account: string, password: string): Promise<string> {
  await mutation(request, 'user.sendCode', { account, purpose: 'signup' });
  const code = await latestCode(request, account, 'signup');
  const session = await mutation<{ token: string }>(request, 'user.signup', { account, code, password, confirmPassword: password });
  return session.token;
}

export async function signOutByApi(request: APIRequestContext, token: string): Promise<void> {
  await mutation(request, 'user.signout', undefined, token);
}

export async function addAddressByApi(request: APIRequestContext, token: string, recipientName: string): Promise<void> {
  const address = { recipientName, phone: '081234567890', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12' };
  await mutation(request, 'address.create', address, token);
}

/** The signed-in shopper's delivery addresses, as the server holds them. */
export function listAddressesByApi(request: APIRequestContext, token: string): Promise<Array<{ recipientName: string }>> {
  return query(request, 'address.list', undefined, token);
}

/** Opens the site signed in with `token`, as a browser that signed in earlier would be. */
export async function openSignedIn(page: Page, token: string): Promise<void> {
  await page.goto('/h5');
  await page.evaluate((value) => localStorage.setItem('shop-token', value), token);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('shop-token'));
}

/** Signs an existing account in with its password, without the UI; returns its session token. */
export async function signInByApi(request: APIRequestContext, account: string, password: string): Promise<string> {
  return (await mutation<{ token: string }>(request, 'user.signin', { account, password })).token;
}

/** The signed-in user's id, as the operator console names users. */
export async function userIdByApi(request: APIRequestContext, token: string): Promise<string> {
  return (await query<{ id: string }>(request, 'user.me', undefined, token)).id;
}

/** The operator's console in a browser of its own, signed in as a demo operator (the first unless told), in `locale`, at `path`. */
export async function openOperatorConsole(browser: Browser, baseURL: string, locale: string, path = '/ops', operator: 'first' | 'second' = 'first'): Promise<Page> {
  const { account, password } = operator === 'first' ? demoOperator : demoSecondOperator;
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'shop-locale', value: locale, url: baseURL }]);
  const page = await context.newPage();
  await openSignedIn(page, await signInByApi(context.request, account, password));
  await page.goto(path);
  return page;
}
