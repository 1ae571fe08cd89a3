// The BFF as the pages see it in jsdom: answers tRPC batch calls from fakes and records each call.

export interface Call {
  path: string;
  input: unknown;
}

type Fake = (input: unknown) => unknown;

/** Answers `procedures` by path (e.g. 'user.me'); returns the calls made, in order. */
export function fakeServer(procedures: Record<string, Fake>): Call[] {
  const calls: Call[] = [];
  window.fetch = (async (url: string, init?: { method?: string; body?: string }) => {
    const parsed = new URL(url, 'http://localhost');
    const paths = decodeURIComponent(parsed.pathname.replace('/trpc/', '')).split(',');
    const inputs = JSON.parse(init?.method === 'POST' ? String(init.body) : (parsed.searchParams.get('input') ?? '{}')) as Record<number, { json?: unknown } | undefined>;
    const answers = paths.map((path, index) => {
      const input = inputs[index]?.json;
      calls.push({ path, input });
      const fake = procedures[path];
      if (!fake) return { error: { json: { message: `no fake for ${path}`, code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } } };
      return { result: { data: { json: fake(input) } } };
    });
    return { ok: true, status: 200, json: async () => answers };
  }) as unknown as typeof fetch;
  return calls;
}

export function stopFakeServer(): void {
  delete (window as { fetch?: unknown }).fetch;
}
