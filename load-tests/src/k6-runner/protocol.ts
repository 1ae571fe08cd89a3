// What the runner (main thread) and a virtual user (a worker thread running the script) say to
// each other. Requests go over a port the VU waits on synchronously, so the script's `http.get`
// blocks its VU as in k6; everything else goes over the worker's own port.
import type { MessagePort } from 'node:worker_threads';
import type { Sample } from './metrics.js';

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  tags: Record<string, string>;
  /** `http.expectedStatuses(...)`: statuses (or ranges) that count as a success. */
  expectedStatuses: (number | { min: number; max: number })[] | undefined;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  url: string;
  durationMs: number;
  /** Set when no response came: a refused connection, a timeout. */
  error: string;
  errorCode: number;
}

/** The runner to a VU. */
export type Command =
  | { kind: 'setup' }
  | { kind: 'iterate'; exec: string; data: string | undefined; scenario: string; env: Record<string, string> }
  | { kind: 'teardown'; data: string | undefined };

/** A VU to the runner. */
export type Report =
  | { kind: 'ready'; options: string | undefined; exports: string[] }
  | { kind: 'done'; samples: Sample[]; error?: string; data?: string };

/** What a VU's worker is started with. */
export interface VuWorkerData {
  script: string;
  vu: number;
  env: Record<string, string>;
  /** Where the VU's requests go and their answers come back. */
  httpPort: MessagePort;
  /** Index 0 is set to 1 by the runner when an answer is on the port. */
  signal: Int32Array;
}
