import { Server, ServerCredentials, credentials, makeGenericClientConstructor, type sendUnaryData, type ServerUnaryCall, type ServiceDefinition, type UntypedServiceImplementation } from '@grpc/grpc-js';
import Fastify from 'fastify';
import { baselinePool, baselineReads, serveReads } from './baseline.js';

/**
 * One process of the floor (floor.ts): `service <database url>` serves the baseline's reads over
 * gRPC; `front <service port>` is plain Fastify calling it once per request. Each prints its
 * address on its first line.
 */
const json = { serialize: (value: unknown) => Buffer.from(JSON.stringify(value ?? null)), deserialize: (bytes: Buffer): unknown => JSON.parse(bytes.toString()) };
const unary = (name: string) => ({
  path: `/floor.Floor/${name}`,
  requestStream: false,
  responseStream: false,
  requestSerialize: json.serialize,
  requestDeserialize: json.deserialize,
  responseSerialize: json.serialize,
  responseDeserialize: json.deserialize,
});
const floorService: ServiceDefinition = { products: unary('Products'), me: unary('Me') };

async function serve(databaseUrl: string): Promise<string> {
  const reads = baselineReads(baselinePool(databaseUrl));
  /** A method answering with `read` of its request; a failed read fails the call. */
  const method =
    <Req>(read: (request: Req) => Promise<unknown>) =>
    (call: ServerUnaryCall<Req, unknown>, callback: sendUnaryData<unknown>) =>
      void read(call.request).then((answer) => callback(null, answer), callback);
  const handlers: UntypedServiceImplementation = { products: method(reads.products), me: method(reads.me) };
  const server = new Server({ 'grpc.enable_channelz': 0 });
  server.addService(floorService, handlers);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return `127.0.0.1:${port}`;
}

async function front(serviceAddress: string): Promise<string> {
  const Client = makeGenericClientConstructor(floorService, 'Floor');
  const client = new Client(serviceAddress, credentials.createInsecure(), { 'grpc.enable_channelz': 0 });
  const call = (method: 'products' | 'me', request: unknown) =>
    new Promise<unknown>((resolve, reject) => client[method]!(request, (error: Error | null, answer: unknown) => (error ? reject(error) : resolve(answer))));
  const server = Fastify({ logger: false });
  serveReads(server, { products: (query) => call('products', query), me: (authorization) => call('me', authorization) });
  return server.listen({ host: '127.0.0.1', port: 0 });
}

const [role, argument] = process.argv.slice(2);
if ((role !== 'service' && role !== 'front') || !argument) {
  console.error('usage: floor-process.js service <database url> | front <service address>');
  process.exit(2);
}
console.log(await (role === 'service' ? serve(argument) : front(argument)));
