/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useSubmit } from '../../src/forms/index';
import { IDEMPOTENCY_KEY_HEADER, useTRPC } from '../../src/index';
import { callsWithHeaders, FakeServerError, fakeServer, stopFakeServer, TestPlatform } from '../../src/testing/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Submit = (nickname: string) => Promise<unknown>;
type Press = (...nicknames: string[]) => Promise<unknown>;

/**
 * Renders a form's submission of `user.updateProfile` (with `retry` client retries); `press` submits
 * each nickname at once (one, or a double tap) and waits for them to settle.
 */
function renderSubmission(retry = 0): { press: Press } {
  const handle: { press?: Submit } = {};
  function Profile() {
    const trpc = useTRPC();
    const update = useSubmit(trpc.user.updateProfile.mutationOptions({ retry, retryDelay: 0 }));
    const [press] = useState(() => (nickname: string) => update.mutateAsync({ nickname }).catch(() => undefined));
    handle.press = press;
    return null;
  }
  render(
    <TestPlatform>
      <Profile />
    </TestPlatform>,
  );
  return { press: (...nicknames) => act(() => Promise.all(nicknames.map((nickname) => handle.press!(nickname)))) };
}

const user = { id: 'u-1', account: '+6281234567890', accountKind: 'phone' as const, nickname: 'Siti', avatar: '', roles: [], createdAt: new Date(0) };

/** A server that fails the first `failures` calls, then answers. */
function flakyServer(failures: number) {
  let failed = 0;
  fakeServer({
    'user.updateProfile': ({ nickname }) => {
      if (failed++ < failures) throw new FakeServerError('INTERNAL_SERVER_ERROR', 'busy');
      return { ...user, nickname: nickname ?? user.nickname };
    },
  });
}

const sentKeys = () => callsWithHeaders().map((call) => call.headers[IDEMPOTENCY_KEY_HEADER]);

/** The URL of every request the page sends to the fake server from now on. */
function recordRequests(): string[] {
  const urls: string[] = [];
  const serve = window.fetch;
  window.fetch = ((url: string, init?: RequestInit) => {
    urls.push(url);
    return serve(url, init);
  }) as typeof fetch;
  return urls;
}

afterEach(() => {
  cleanup();
  stopFakeServer();
});

describe('useSubmit', () => {
  it('sends each mutation alone with a UUID idempotency key', async () => {
    flakyServer(0);
    const { press } = renderSubmission();
    await press('Siti');
    const [call] = callsWithHeaders();
    expect(call).toMatchObject({ path: 'user.updateProfile', input: { nickname: 'Siti' } });
    expect(call!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(UUID);
  });

  it('keeps the key when the data layer retries the call', async () => {
    flakyServer(1);
    const { press } = renderSubmission(1);
    await press('Siti');
    await waitFor(() => expect(callsWithHeaders()).toHaveLength(2));
    const [first, retried] = sentKeys();
    expect(retried).toBe(first);
  });

  it('keeps the key when the user presses again after a failure without editing', async () => {
    flakyServer(1);
    const { press } = renderSubmission();
    await press('Siti');
    await press('Siti');
    const [failed, again] = sentKeys();
    expect(again).toBe(failed);
  });

  it('sends a new key for a press after an edit, and after a success', async () => {
    flakyServer(1);
    const { press } = renderSubmission();
    await press('Siti');
    await press('Siti N.');
    await press('Siti N.');
    const [failed, edited, afterSuccess] = sentKeys();
    expect(new Set([failed, edited, afterSuccess]).size).toBe(3);
  });

  it('sends two presses in flight at once as two requests with the same key (a double tap)', async () => {
    flakyServer(0);
    const requests = recordRequests();
    const { press } = renderSubmission();
    await press('Siti', 'Siti');
    // Mutations are never batched together: each request carries its own intent's key.
    expect(requests).toHaveLength(2);
    expect(requests.every((url) => new URL(url, location.href).pathname === '/trpc/user.updateProfile')).toBe(true);
    expect(callsWithHeaders()).toHaveLength(2);
    const [first, second] = sentKeys();
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });
});
