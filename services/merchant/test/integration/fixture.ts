import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { merchantV1, type EventPayload, type EventType } from '@shop/contracts';
import {
  createGrpcClient,
  createLogger,
  IDEMPOTENCY_KEY_HEADER,
  parseSigningKey,
  actingFor,
  signingKeyOf,
  startService,
  type CallOptions,
  type PromiseClient,
  type RunningService,
} from '@shop/service-kit';
import { dropSchema, eventually, testDatabaseUrl, testEvents, testServiceEnv, testServiceKeyEnv, uniqueSchema, type TEST_DEPLOYABLES } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { merchantSpec } from '../../src/service.js';

type MerchantService = typeof merchantV1.MerchantServiceService;
export type MerchantCalls = PromiseClient<MerchantService>;

/** Call options that send this idempotency key (a retry of one intent sends the same key). */
export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const OPERATOR = ['operator'] as const;

export interface MerchantFixture {
  service: RunningService;
  schema: string;
  mediaDir: string;
  /** Calls signed as the BFF signs them: for a visitor, or for a user with these roles. */
  asVisitor(): MerchantCalls;
  asUser(userId: string, roles?: readonly string[]): MerchantCalls;
  /** The same calls signed by another deployable (which merchant's policies do not list). */
  signedBy(deployable: (typeof TEST_DEPLOYABLES)[number], userId: string, roles?: readonly string[]): MerchantCalls;
  /**
   * Sends an event to its topic as its publisher's relay would, signed in as that publisher's
   * Kafka user; answers its id. The same `id` again is a redelivery, as after a relay's crash.
   */
  publish<T extends EventType>(type: T, key: string, payload: EventPayload<T>, id?: string): Promise<string>;
  /** What `publish` sent, in order. */
  readonly sent: readonly { id: string; type: EventType; key: string; payload: EventPayload<EventType> }[];
  /** Waits until the consumer has handled this event id. */
  consumed(eventId: string): Promise<void>;
  sql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

/**
 * The merchant service on loopback gRPC over a fresh schema, with its media in a temporary
 * directory; `catalogUrl` is where it finds the catalog. Its consumer runs only in the one test
 * file that asks (`worker`): test files share the broker, and consumers in one group would take
 * each other's events.
 */
export async function startMerchant(options: { catalogUrl?: string; worker?: boolean; env?: Record<string, string> } = {}): Promise<MerchantFixture> {
  const schema = uniqueSchema('merchant');
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'merchant-media-'));
  const config = loadConfig({
    ...testServiceEnv(),
    ...testServiceKeyEnv('merchant'),
    DATABASE_SCHEMA: schema,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
    CATALOG_GRPC_URL: options.catalogUrl ?? '127.0.0.1:9',
    MEDIA_DIR: mediaDir,
    SERVICE_ROLES: options.worker ? 'api,worker' : 'api',
    ...options.env,
  });
  const service = await startService(merchantSpec(config, createLogger({ service: 'merchant', level: process.env.LOG_LEVEL ?? 'silent' })));
  const address = `127.0.0.1:${service.grpc!.port}`;
  const clients = new Map<string, ReturnType<typeof createGrpcClient<MerchantService>>>();
  const channel = (deployable: (typeof TEST_DEPLOYABLES)[number]) => {
    let client = clients.get(deployable);
    if (!client) {
      const key = signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
      // A generous deadline: the tests run parallel bursts on a shared, often busy machine.
      client = createGrpcClient(merchantV1.MerchantServiceService, address, { defaultDeadlineMs: 15_000, identity: { key, audience: 'merchant' } });
      clients.set(deployable, client);
    }
    return client;
  };
  const as = (deployable: (typeof TEST_DEPLOYABLES)[number], user: { id: string; roles: readonly string[] } | undefined): MerchantCalls =>
    actingFor(channel(deployable).call, user);
  const sql = <R>(statement: string, params: unknown[] = []) => service.orm.em.fork().execute<R[]>(statement, params);
  const events = testEvents();
  const sent: { id: string; type: EventType; key: string; payload: EventPayload<EventType> }[] = [];
  return {
    service,
    schema,
    mediaDir,
    asVisitor: () => as('bff', undefined),
    asUser: (id, roles = []) => as('bff', { id, roles }),
    signedBy: (deployable, id, roles = []) => as(deployable, { id, roles }),
    async publish(type, key, payload, id) {
      const sentId = await events.send(type, key, payload, id ? { id } : {});
      sent.push({ id: sentId, type, key, payload });
      return sentId;
    },
    sent,
    async consumed(eventId) {
      await eventually(async () => (await sql('select 1 from inbox where event_id = ?', [eventId])).length > 0, 30_000, `event ${eventId} consumed`);
    },
    sql,
    async stop() {
      for (const client of clients.values()) client.close();
      await events.close();
      await service.stop();
      await dropSchema(testDatabaseUrl(), schema);
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

let phoneCounter = 0;

/** A valid application form with a store name no other test in the file uses. */
export function applicationForm(overrides: Partial<merchantV1.SubmitApplicationRequest> = {}): merchantV1.SubmitApplicationRequest {
  phoneCounter += 1;
  return {
    storeName: `Toko Uji ${process.pid % 1000} ${phoneCounter}`,
    phone: `0812${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`,
    logoKey: '',
    description: 'Barang bagus, harga pas.',
    ownerName: 'Siti Rahayu',
    ktpNumber: '3171234501900001',
    ...overrides,
  };
}
