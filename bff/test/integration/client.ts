import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@shop/api';
import type { Backend } from './fixture.js';

// jest runs tests in a VM sandbox whose JSON differs from the host's; re-parsing keeps superjson's
// Dates real Date objects.
const sandboxFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.text();
  return Object.assign(new Response(text, { status: response.status, headers: response.headers }), { json: async () => JSON.parse(text) as unknown });
};

export interface ClientOptions {
  lang?: string;
  token?: string;
  headers?: Record<string, string>;
  batch?: boolean;
}

/** A tRPC client as the shell builds it: `lang` and `authorization` on every request. */
export function client(backend: Backend, { lang = 'en', token = '', headers = {}, batch = true }: ClientOptions = {}) {
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
export async function signUpShopper(backend: Backend, account = freshPhone(), password = 'rahasia123') {
  const api = client(backend);
  await api.user.sendCode.mutate({ account, purpose: 'signup' });
  const [message] = await api.dev.inbox.query({ account });
  return api.user.signup.mutate({ account, code: message!.code, password, confirmPassword: password });
}
