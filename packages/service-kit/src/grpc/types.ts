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

export interface CallInfo {
  metadata: Metadata;
  requestId: string;
  /** The caller gave up (deadline or cancel); long work may stop early. */
  cancelled: () => boolean;
}

/** Promise-based implementation of every method of a service. */
export type UnaryHandlers<D extends ServiceDefinitionOf> = {
  [K in keyof D]: (request: RequestOf<D[K]>, call: CallInfo) => Promise<ResponseOf<D[K]>>;
};

/** Promise-based client of every method of a service. */
export type PromiseClient<D extends ServiceDefinitionOf> = {
  [K in keyof D]: (request: RequestOf<D[K]>, options?: { deadlineMs?: number }) => Promise<ResponseOf<D[K]>>;
};

export function serviceNameOf(definition: ServiceDefinitionOf): string {
  const first = Object.values(definition)[0];
  if (!first) throw new Error('service definition has no methods');
  return first.path.split('/')[1] ?? '';
}
