import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@shop/api';

// jest runs tests in a VM sandbox whose JSON differs from the host's; re-parsing keeps superjson's
// Dates real Date objects.
const sandboxFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.text();
  return Object.assign(new Response(text, { status: response.status, headers: response.headers }), { json: async () => JSON.parse(text) as unknown });
};

/** A BFF a test talks to: its base URL (`/trpc` below it). */
export interface Bff {
  baseUrl: string;
}

export interface ClientOptions {
  lang?: string;
  token?: string;
  headers?: Record<string, string>;
  batch?: boolean;
}

/** A tRPC client as the shell builds it: `lang` and `authorization` on every request. */
export function client(backend: Bff, { lang = 'en', token = '', headers = {}, batch = true }: ClientOptions = {}) {
  const link = (batch ? httpBatchLink : httpLink)<AppRouter>({
    url: `${backend.baseUrl}/trpc`,
    transformer: superjson,
    fetch: sandboxFetch,
    headers: { lang, authorization: token, ...headers },
  });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** The error a call failed with (fails the test if it succeeded). */
export async function failure(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('expected the call to fail');
}

let accounts = 0;

/** A phone account no other test of the run uses. */
export function freshPhone(): string {
  accounts += 1;
  return `+62815${String(process.pid % 1000).padStart(3, '0')}${String(accounts).padStart(5, '0')}`;
}

/** Signs a new shopper up through /trpc the way the sign-up page does, with the dev inbox's code. */
export async function signUpShopper(backend: Bff, account = freshPhone(), password = 'rahasia123') {
  const api = client(backend);
  await api.user.sendCode.mutate({ account, purpose: 'signup' });
  const [message] = await api.dev.inbox.query({ account });
  return api.user.signup.mutate({ account, code: message!.code, password, confirmPassword: password });
}

/** An operator account for identity to seed (`operatorIdentityEnv` as identity's settings). */
export const operator = { id: '0b7d6a52-6f2e-4d6c-9a55-3f1c3c1f0a01', account: '+6281599990001', password: 'operator123', nickname: 'Ops', roles: ['operator'] };
export const operatorIdentityEnv = { DEMO_USERS: JSON.stringify([operator]) };

/** A client signed in as the operator (identity must have seeded it: `operatorIdentityEnv`). */
export async function signInOperator(backend: Bff, lang = 'en') {
  const { token } = await client(backend).user.signin.mutate({ account: operator.account, password: operator.password });
  return client(backend, { token, lang });
}

// A 1x1 PNG: the merchant service re-encodes it to the logo's sizes.
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
let stores = 0;

/**
 * A store opened the way a merchant opens one: a new user signs up, uploads a logo and applies, an
 * operator approves, and the owner lists these platform products. Answers the owner and the store.
 */
export async function openStore(backend: Bff, ops: ReturnType<typeof client>, productIds: readonly number[]) {
  const { token, user } = await signUpShopper(backend);
  const owner = client(backend, { token });
  const logo = await owner.merchant.uploadLogo.mutate({ image: LOGO });
  stores += 1;
  const application = await owner.merchant.apply.mutate({
    storeName: `Toko Uji ${process.pid % 1000}-${stores}`,
    phone: '0812 3456 7890',
    logoKey: logo.key,
    description: 'Barang bagus.',
    ownerName: 'Siti Rahma',
    ktpNumber: '3171014101900001',
  });
  const { storeId } = await ops.operator.approve.mutate({ applicationId: application.id });
  for (const productId of productIds) await owner.merchant.setListing.mutate({ productId, listed: true });
  return { ownerId: user.id, token, storeId: storeId! };
}
