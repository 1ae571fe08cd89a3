import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_BATCH_CALLS, MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../src/request-limits.js';
import { client, failure, freshPhone } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The real BFF in front of the real identity and catalog services.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

interface ErrorBody {
  error: { json: { message: string; data: { code: string; httpStatus: number; reason: string } } };
}

/** POSTs one batch of `count` calls of one mutation, as httpBatchLink would. */
function postBatch(procedure: string, count: number, input: (index: number) => unknown, lang = 'en') {
  const body = Object.fromEntries(Array.from({ length: count }, (_, index) => [index, { json: input(index) }]));
  return fetch(`${backend.baseUrl}/trpc/${Array(count).fill(procedure).join(',')}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify(body),
  });
}

const signup = (index: number) => ({ account: freshPhone(), code: String(100_000 + index), password: 'rahasia123', confirmPassword: 'rahasia123' });

describe('request limits', () => {
  it('refuses a batch of 50 sign-ups at once, in the caller language, while other shoppers are served', async () => {
    const started = performance.now();
    const [refused, ...others] = await Promise.all([
      postBatch('user.signup', 50, signup, 'zh'),
      ...Array.from({ length: 5 }, () => postBatch('user.signup', 50, signup)),
      client(backend).user.platform.query({ platformCode: 2 }),
    ]);
    const elapsedMs = performance.now() - started;

    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.json).toMatchObject({
      message: `单个请求中的调用过多（最多 ${MAX_BATCH_CALLS} 个）`,
      data: { code: 'BAD_REQUEST', httpStatus: 400, reason: 'batch_too_large' },
    });
    expect(others.at(-1)).toMatchObject({ title: 'Nusa Mart' });
    expect(elapsedMs).toBeLessThan(1_000);
  });

  it('runs no procedure of a refused batch', async () => {
    const account = freshPhone();
    const response = await postBatch('user.sendCode', MAX_BATCH_CALLS + 1, () => ({ account, purpose: 'signup' }));
    expect(response.status).toBe(400);
    expect(await client(backend).dev.inbox.query({ account })).toEqual([]);
  });

  it('serves a batch of exactly the limit, and the client library reports a refused one translated', async () => {
    const response = await postBatch('user.sendCode', MAX_BATCH_CALLS, () => ({ account: freshPhone(), purpose: 'signup' }));
    const body = (await response.json()) as unknown[];
    expect({ status: response.status, body: response.status === 200 ? [] : body }).toEqual({ status: 200, body: [] });
    expect(body).toHaveLength(MAX_BATCH_CALLS);

    const api = client(backend, { lang: 'ind' });
    const calls = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => api.user.platform.query({ platformCode: 2 }));
    const error = await failure(Promise.all(calls));
    expect(error.message).toBe(`Terlalu banyak panggilan dalam satu permintaan (maksimal ${MAX_BATCH_CALLS})`);
    expect(error.data).toMatchObject({ reason: 'batch_too_large' });
  });

  it('refuses a body over the limit without reading it, translated', async () => {
    const response = await fetch(`${backend.baseUrl}/trpc/user.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ json: { nickname: 'x'.repeat(MAX_BODY_BYTES) } }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.json).toMatchObject({
      message: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB)`,
      data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, reason: 'body_too_large' },
    });
  });

  it('gives an image upload its larger limit, and only the upload', async () => {
    const image = `data:image/png;base64,${'A'.repeat(MAX_BODY_BYTES * 2)}`;
    const post = (procedure: string, bytes: number) =>
      fetch(`${backend.baseUrl}/trpc/${procedure}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify({ json: { image: image.slice(0, bytes) } }),
      });
    // Past the size check: a visitor without a session is then refused as such.
    expect((await post('merchant.uploadLogo', MAX_BODY_BYTES * 2)).status).toBe(401);
    expect((await post('user.updateProfile', MAX_BODY_BYTES * 2)).status).toBe(413);
    const tooLarge = await fetch(`${backend.baseUrl}/trpc/merchant.uploadLogo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ json: { image: 'A'.repeat(MAX_UPLOAD_BODY_BYTES) } }),
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorBody).error.json.message).toBe(`The request is too large (at most ${MAX_UPLOAD_BODY_BYTES / 1024} KB)`);
  });

  it('refuses a streamed body of unknown length outside uploads', async () => {
    const chunk = new TextEncoder().encode(JSON.stringify({ json: { nickname: 'x' } }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${backend.baseUrl}/trpc/user.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('refuses bodies that are not JSON, which tRPC would otherwise read without a limit', async () => {
    const form = new FormData();
    form.set('nickname', 'x'.repeat(MAX_BODY_BYTES * 2));
    const response = await fetch(`${backend.baseUrl}/trpc/user.updateProfile`, { method: 'POST', headers: { lang: 'en' }, body: form });
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).error.json).toMatchObject({ message: 'Requests must be sent as JSON', data: { reason: 'unsupported_content_type' } });
  });
});
