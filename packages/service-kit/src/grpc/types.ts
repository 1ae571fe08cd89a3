import type { Metadata } from '@grpc/grpc-js';

/** The shape ts-proto emits for a unary method of a grpc-js service definition. */
export interface UnaryMethodDefinition<Req, Res> {
  path: string;
  requestStream: boolean;
  responseStream: boolean;
  requestSerialize: (value: Req) => Buffer;
  requestDeserialize: (value: Buffer) => Req;
  responseSerialize: (value: Res) => Buffer;
  responseDeserialize: (value: Buffer) => Res;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServiceDefinitionOf = Record<string, UnaryMethodDefinition<any, any>>;

export type RequestOf<M> = M extends { requestDeserialize: (value: Buffer) => infer Req } ? Req : never;
export type ResponseOf<M> = M extends { responseDeserialize: (value: Buffer) => infer Res } ? Res : never;

/**
 * Who is calling, as verified from the call's signed assertion (never from the request body).
 * `service` is the calling deployable (`bff`, `order`, …); `userId` and `roles` are the user on
 * whose behalf it calls, when there is one.
 */
export interface Caller {
  service: string;
  userId?: string;
  roles: readonly string[];
}

export interface CallInfo {
  metadata: Metadata;
  requestId: string;
  caller: Caller;
  /** The caller's key for one intent (`x-idempotency-key`); commands are deduplicated by it. */
  idempotencyKey: string | undefined;
  /** The caller gave up (deadline or cancel); long work may stop early. */
  cancelled: () => boolean;
}

/** Promise-based implementation of every method of a service. */
export type UnaryHandlers<D extends ServiceDefinitionOf> = {
  [K in keyof D]: (request: RequestOf<D[K]>, call: CallInfo) => Promise<ResponseOf<D[K]>>;
};

export interface CallOptions {
  deadlineMs?: number;
  /** Extra metadata for this call (e.g. `x-idempotency-key` when the caller chooses the key). */
  metadata?: Readonly<Record<string, string>>;
}

/** Promise-based client of every method of a service. */
export type PromiseClient<D extends ServiceDefinitionOf> = {
  [K in keyof D]: (request: RequestOf<D[K]>, options?: CallOptions) => Promise<ResponseOf<D[K]>>;
};

export function serviceNameOf(definition: ServiceDefinitionOf): string {
  const first = Object.values(definition)[0];
  if (!first) throw new Error('service definition has no methods');
  return first.path.split('/')[1] ?? '';
}
