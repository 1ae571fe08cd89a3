import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

// The BFF's /trpc endpoint as the browser calls it (superjson envelope: { json: input }), for what a
// journey sets up or checks without the UI.

/** The procedure's answer, once it has succeeded. */
async function result<T>(path: string, response: APIResponse): Promise<T> {
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

export async function query<T>(request: APIRequestContext, path: string, input: unknown, token = ''): Promise<T> {
  const url = `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return result(path, await request.get(url, { headers: { authorization: token } }));
}

export async function mutation<T>(request: APIRequestContext, path: string, input: unknown, token = ''): Promise<T> {
  return result(path, await request.post(`/trpc/${path}`, { data: { json: input }, headers: { authorization: token } }));
}
