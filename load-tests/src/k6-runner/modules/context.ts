// The virtual user this worker thread is: its number, iteration, tags and the samples it has
// recorded, and the synchronous bridge its HTTP requests go through. Shared by the k6 modules
// the script imports (one module instance per worker).
import { receiveMessageOnPort, type MessagePort, workerData } from 'node:worker_threads';
import type { MetricType, Sample } from '../metrics.js';
import type { HttpRequest, HttpResponse, VuWorkerData } from '../protocol.js';

const { signal } = workerData as VuWorkerData;

export const vuState = {
  /** The group path, `::outer::inner`, tagged on every sample. */
  group: '',
  scenario: '',
  samples: [] as Sample[],
  httpPort: undefined as MessagePort | undefined,
};

export function record(metric: string, type: MetricType, isTime: boolean, value: number, tags: Record<string, string> = {}): void {
  vuState.samples.push({ metric, type, isTime, value, tags: { group: vuState.group, scenario: vuState.scenario, ...tags } });
}

/** Sends a request to the runner and blocks this VU until the answer is there. */
export function sendRequest(request: HttpRequest): HttpResponse {
  const port = vuState.httpPort;
  if (!port) throw new Error('http requests are not allowed in the init context');
  Atomics.store(signal, 0, 0);
  port.postMessage({ ...request, tags: { group: vuState.group, scenario: vuState.scenario, ...request.tags } });
  Atomics.wait(signal, 0, 0);
  const answer = receiveMessageOnPort(port);
  if (!answer) throw new Error('the runner woke this VU without an answer');
  return answer.message as HttpResponse;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Blocks this VU, as k6's sleep does. */
export function block(ms: number): void {
  if (ms > 0) Atomics.wait(sleeper, 0, 0, ms);
}
