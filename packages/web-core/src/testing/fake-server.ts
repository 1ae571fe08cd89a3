// The BFF as pages see it in jsdom: answers tRPC calls (batched queries, single mutations) from
// fakes typed by the router, and records each call with its headers.
import type { createClient } from '../trpc';

type Client = ReturnType<typeof createClient>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any procedure's call signature
type AnyCall = (input: any, options?: any) => Promise<unknown>;

/** `{ 'user.me': (input) => output, ... }` for every procedure under `Router`, flattened by path. */
type FakesOf<Router, Prefix extends string = ''> = {
  [Name in keyof Router & string]: Router[Name] extends { query: infer Call extends AnyCall } | { mutate: infer Call extends AnyCall }
    ? { [Path in `${Prefix}${Name}`]: (input: Parameters<Call>[0]) => Awaited<ReturnType<Call>> }
    : FakesOf<Router[Name], `${Prefix}${Name}.`>;
}[keyof Router & string];

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void ? All : never;

/** The fakes a test may give, each typed by its procedure's input and output. */
export type Fakes = Partial<Intersection<FakesOf<Client>>>;
export type ProcedurePath = keyof Intersection<FakesOf<Client>> & string;

export interface Call {
  path: string;
  input: unknown;
}

export interface CallWithHeaders extends Call {
  headers: Readonly<Record<string, string>>;
}

const ERROR_CODES = {
  BAD_REQUEST: { code: -32600, httpStatus: 400 },
  UNAUTHORIZED: { code: -32001, httpStatus: 401 },
  NOT_FOUND: { code: -32004, httpStatus: 404 },
  CONFLICT: { code: -32009, httpStatus: 409 },
  PRECONDITION_FAILED: { code: -32012, httpStatus: 412 },
  INTERNAL_SERVER_ERROR: { code: -32603, httpStatus: 500 },
} as const;

/** Thrown by a fake: the server answers with this tRPC error. */
export class FakeServerError extends Error {
  constructor(
    readonly code: keyof typeof ERROR_CODES,
    message: string,
    /** The stable reason the BFF names (quote_changed…), for pages that branch on it. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

type Answer = { result: { data: { json: unknown } } } | { error: { json: { message: string; code: number; data: { code: string; httpStatus: number; reason?: string } } } };

function answer(path: string, input: unknown, fakes: Fakes): Answer {
  const fake = (fakes as Record<string, ((input: unknown) => unknown) | undefined>)[path];
  try {
    if (!fake) throw new FakeServerError('NOT_FOUND', `no fake for ${path}`);
    return { result: { data: { json: fake(input) } } };
  } catch (error) {
    if (!(error instanceof FakeServerError)) throw error;
    const { code, httpStatus } = ERROR_CODES[error.code];
    return { error: { json: { message: error.message, code, data: { code: error.code, httpStatus, ...(error.reason ? { reason: error.reason } : {}) } } } };
  }
}

let recorded: CallWithHeaders[] = [];

/** Answers procedures by path (e.g. 'user.me'); returns the calls made, in order. */
export function fakeServer(fakes: Fakes): Call[] {
  const calls: Call[] = [];
  recorded = [];
  window.fetch = (async (url: string, init?: { method?: string; body?: string; headers?: Record<string, string> }) => {
    const parsed = new URL(url, 'http://localhost');
    const headers = Object.fromEntries(Object.entries(init?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const batched = parsed.searchParams.has('batch');
    const paths = decodeURIComponent(parsed.pathname.replace('/trpc/', '')).split(',');
    const body = JSON.parse(init?.method === 'POST' ? String(init.body) : (parsed.searchParams.get('input') ?? '{}')) as unknown;
    // A batch sends its inputs by index; a single call sends its input alone.
    const inputs = (batched ? body : { 0: body }) as Record<number, { json?: unknown } | undefined>;
    const answers = paths.map((path, index) => {
      const input = inputs[index]?.json;
      calls.push({ path, input });
      recorded.push({ path, input, headers });
      return answer(path, input, fakes);
    });
    const single = answers[0]!;
    const status = !batched && 'error' in single ? single.error.json.data.httpStatus : 200;
    return { ok: status === 200, status, json: async () => (batched ? answers : single) };
  }) as unknown as typeof fetch;
  return calls;
}

/** The calls since `fakeServer`, with the headers each request carried. */
export function callsWithHeaders(): readonly CallWithHeaders[] {
  return recorded;
}

export function stopFakeServer(): void {
  delete (window as { fetch?: unknown }).fetch;
}
