// The runner's side of one virtual user: its worker thread, and the HTTP requests it sends,
// made here and recorded as k6's built-in HTTP metrics.
import { MessageChannel, Worker } from 'node:worker_threads';
import { type Agent, request } from 'undici';
import type { MetricStore } from './metrics.js';
import type { Command, HttpRequest, HttpResponse, Report, VuWorkerData } from './protocol.js';

export interface IterationOutcome {
  error?: string;
  data?: string;
}

/** Whether a status counts as a success: the expected statuses when given, else 200–399 as in k6. */
export function isExpected(status: number, expected: HttpRequest['expectedStatuses']): boolean {
  if (!expected) return status >= 200 && status < 400;
  return expected.some((entry) => (typeof entry === 'number' ? entry === status : status >= entry.min && status <= entry.max));
}

/** One request as k6 makes it; a failure to get a response is status 0 with the error, never a throw. */
async function perform(agent: Agent, outgoing: HttpRequest): Promise<HttpResponse> {
  const started = performance.now();
  try {
    const response = await request(outgoing.url, {
      method: outgoing.method as 'GET',
      headers: outgoing.headers,
      body: outgoing.body,
      dispatcher: agent,
      headersTimeout: outgoing.timeoutMs,
      bodyTimeout: outgoing.timeoutMs,
    });
    const body = await response.body.text();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      // k6 canonicalises header names (Content-Type) and joins repeated ones.
      const canonical = name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
      headers[canonical] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    }
    return { status: response.statusCode, headers, body, url: outgoing.url, durationMs: performance.now() - started, error: '', errorCode: 0 };
  } catch (error) {
    return { status: 0, headers: {}, body: '', url: outgoing.url, durationMs: performance.now() - started, error: (error as Error).message, errorCode: 1000 };
  }
}

export class VirtualUser {
  private worker: Worker;
  private pending: { resolve: (outcome: IterationOutcome) => void } | undefined;
  readonly ready: Promise<Extract<Report, { kind: 'ready' }>>;
  private exited = false;

  constructor(
    readonly vu: number,
    script: string,
    env: Record<string, string>,
    private readonly store: MetricStore,
    agent: Agent,
  ) {
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const workerData: VuWorkerData = { script, vu, env, httpPort: port2, signal };
    this.worker = new Worker(new URL('./vu-worker.js', import.meta.url), { workerData, transferList: [port2] });
    port1.on('message', (outgoing: HttpRequest) => {
      void perform(agent, outgoing).then((answer) => {
        this.recordHttp(outgoing, answer);
        port1.postMessage(answer);
        Atomics.store(signal, 0, 1);
        Atomics.notify(signal, 0);
      });
    });
    // The port must not keep the runner alive once the VU is gone.
    port1.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (report: Report) => {
        if (report.kind === 'ready') resolve(report);
        else {
          for (const sample of report.samples) this.store.add(sample);
          const pending = this.pending;
          this.pending = undefined;
          pending?.resolve(report.error === undefined ? { data: report.data } : { error: report.error });
        }
      });
      this.worker.once('error', (error) => {
        reject(error);
        this.settle({ error: error.message });
      });
      this.worker.once('exit', () => {
        this.exited = true;
        reject(new Error(`VU ${vu} stopped while loading the script`));
        this.settle({ error: 'interrupted' });
      });
    });
    // A failed load is reported by whoever awaits `ready`.
    this.ready.catch(() => {});
  }

  private settle(outcome: IterationOutcome): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(outcome);
  }

  private recordHttp(outgoing: HttpRequest, answer: HttpResponse): void {
    const expected = isExpected(answer.status, outgoing.expectedStatuses);
    const tags = { ...outgoing.tags, method: outgoing.method, status: String(answer.status), url: outgoing.url, expected_response: String(expected) };
    this.store.add({ metric: 'http_reqs', type: 'counter', isTime: false, value: 1, tags });
    this.store.add({ metric: 'http_req_duration', type: 'trend', isTime: true, value: answer.durationMs, tags });
    this.store.add({ metric: 'http_req_failed', type: 'rate', isTime: false, value: expected ? 0 : 1, tags });
    this.store.add({ metric: 'data_received', type: 'counter', isTime: false, value: Buffer.byteLength(answer.body), tags });
  }

  /** Runs setup, an iteration or teardown; resolves when the VU is done with it, or was stopped. */
  run(command: Command): Promise<IterationOutcome> {
    if (this.exited) return Promise.resolve({ error: 'interrupted' });
    if (this.pending) throw new Error(`VU ${this.vu} is busy`);
    return new Promise((resolve) => {
      this.pending = { resolve };
      this.worker.postMessage(command);
    });
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Stops the VU at once, in the middle of an iteration if it is in one (it counts as interrupted). */
  async stop(): Promise<void> {
    if (!this.exited) await this.worker.terminate();
  }
}
