import { createHash } from 'node:crypto';
import { paymentV1, type EventPayload, type EventType } from '@shop/contracts';
import { fundSpec } from '@shop/fund';
import { loadConfig as loadFundConfig } from '@shop/fund/config';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '@shop/payment-sandbox';
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
import { dropSchema, eventually, freePort, testDatabaseUrl, testEvents, testServiceEnv, testServiceKeyEnv, uniqueSchema, type TEST_DEPLOYABLES } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { paymentSpec, type PaymentSpecOptions } from '../../src/service.js';

type PaymentService = typeof paymentV1.PaymentServiceService;
export type PaymentCalls = PromiseClient<PaymentService>;

/** The key the sandbox and the service share in tests. */
export const GATEWAY_KEY = 'SB-Mid-server-payment-tests';

/** Call options that send this idempotency key (a retry of one intent sends the same key). */
export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

export interface PaymentFixture {
  service: RunningService;
  sandbox: RunningSandbox;
  /** The service's own notification listener (what the sandbox posts to). */
  notificationUrl: string;
  /** Calls signed as the BFF signs them, for a user. */
  asUser(userId: string): PaymentCalls;
  /** The same calls signed by another deployable. */
  signedBy(deployable: (typeof TEST_DEPLOYABLES)[number], userId: string): PaymentCalls;
  /** Posts a charge notification as the gateway would, signed with `key` (the gateway's by default). */
  notifyCharge(fields: { order_id: string; status_code: string; gross_amount: string; transaction_status: string; currency?: string }, key?: string): Promise<Response>;
  /**
   * Sends an event of another service to its topic as that service's relay would, signed in as its
   * Kafka user (payment's own may not write it); answers its id.
   */
  publish<T extends EventType>(type: T, key: string, payload: EventPayload<T>): Promise<string>;
  /** Waits until the consumer has handled this event id. */
  consumed(eventId: string): Promise<void>;
  /** Events of one type this service recorded in its outbox. */
  events<T extends EventType>(type: T): Promise<EventPayload<T>[]>;
  sql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  /** Log lines the service wrote. */
  logs(): Record<string, unknown>[];
  /** Moves the service's clock (and so its reconciliation) forward. */
  advanceClock(ms: number): void;
  /**
   * Stops the payment service and starts a new one on the same schema and ports, as a process
   * replacing a killed one; `onWorkflowProgress` is told of the new one's workflow steps.
   */
  restart(options?: Pick<PaymentSpecOptions, 'onWorkflowProgress'>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The payment service on loopback gRPC over a fresh schema, with the sandbox gateway in process
 * (three copies of every notification and a stale pending after each final one, as `npm start`
 * runs it). Its consumer and reconciliation job run only where asked (`worker`): test files share
 * the broker, and consumers in one group would take each other's events.
 */
export async function startPayment(
  options: {
    worker?: boolean;
    fundUrl?: string;
    orderUrl?: string;
    env?: Record<string, string>;
    sandbox?: Partial<SandboxOptions>;
    onWorkflowProgress?: PaymentSpecOptions['onWorkflowProgress'];
  } = {},
): Promise<PaymentFixture> {
  const schema = uniqueSchema('payment');
  const notificationPort = await freePort();
  const notificationUrl = `http://127.0.0.1:${notificationPort}`;
  const sandbox = await startSandbox({
    serverKey: GATEWAY_KEY,
    chargeNotificationUrl: `${notificationUrl}/notifications/charge`,
    payoutNotificationUrl: `${notificationUrl}/notifications/payout`,
    copies: 3,
    stalePending: true,
    retryDelayMs: 50,
    payoutDelayMs: 100,
    ...options.sandbox,
  });
  const configFor = (grpcPort: string) => loadConfig({
    ...testServiceEnv(),
    ...testServiceKeyEnv('payment'),
    DATABASE_SCHEMA: schema,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: grpcPort,
    NOTIFICATION_PORT: String(notificationPort),
    ...sandbox.paymentServiceEnv,
    GATEWAY_TIMEOUT_MS: '2000',
    // Nothing listens on port 9 (discard) unless a test names the real services.
    FUND_GRPC_URL: options.fundUrl ?? '127.0.0.1:9',
    ORDER_GRPC_URL: options.orderUrl ?? '127.0.0.1:9',
    SERVICE_ROLES: options.worker ? 'api,worker' : 'api',
    ...options.env,
  });
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ service: 'payment', level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  let offset = 0;
  const start = (grpcPort: string, onWorkflowProgress: PaymentSpecOptions['onWorkflowProgress']) =>
    startService(paymentSpec(configFor(grpcPort), logger, { clock: () => new Date(Date.now() + offset), onWorkflowProgress }));
  let service = await start('0', options.onWorkflowProgress);
  const address = `127.0.0.1:${service.grpc!.port}`;
  const clients = new Map<string, ReturnType<typeof createGrpcClient<PaymentService>>>();
  const channel = (deployable: (typeof TEST_DEPLOYABLES)[number]) => {
    let client = clients.get(deployable);
    if (!client) {
      const key = signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
      client = createGrpcClient(paymentV1.PaymentServiceService, address, { defaultDeadlineMs: 15_000, identity: { key, audience: 'payment' } });
      clients.set(deployable, client);
    }
    return client;
  };
  const as = (deployable: (typeof TEST_DEPLOYABLES)[number], userId: string): PaymentCalls =>
    actingFor(channel(deployable).call, userId);
  const sql = <R>(statement: string, params: unknown[] = []) => service.orm.em.fork().execute<R[]>(statement, params);
  const events = testEvents();
  return {
    get service() {
      return service;
    },
    sandbox,
    notificationUrl,
    asUser: (userId) => as('bff', userId),
    signedBy: (deployable, userId) => as(deployable, userId),
    notifyCharge(fields, key = GATEWAY_KEY) {
      const body = { currency: 'IDR', ...fields, signature_key: sha512(`${fields.order_id}${fields.status_code}${fields.gross_amount}${key}`) };
      return fetch(`${notificationUrl}/notifications/charge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    },
    publish(type, key, payload) {
      return events.send(type, key, payload);
    },
    async consumed(eventId) {
      await eventually(async () => (await sql('select 1 from inbox where event_id = ?', [eventId])).length > 0, 30_000, `event ${eventId} consumed`);
    },
    async events(type) {
      return (await sql<{ payload: EventPayload<typeof type> }>('select payload from outbox where type = ? order by occurred_at', [type])).map((row) => row.payload);
    },
    sql,
    logs: () => lines,
    advanceClock(ms) {
      offset += ms;
    },
    async restart({ onWorkflowProgress } = {}) {
      // The same ports: the clients and the sandbox reach the new process where they reached the old.
      const grpcPort = String(service.grpc!.port);
      await service.stop();
      for (const client of clients.values()) client.close();
      clients.clear();
      service = await start(grpcPort, onWorkflowProgress);
    },
    async stop() {
      for (const client of clients.values()) client.close();
      await events.close();
      await service.stop();
      await sandbox.stop();
      await dropSchema(testDatabaseUrl(), schema);
    },
  };
}

/** A real fund service beside payment: its gRPC (role api, with its outbox relay) in a schema of its own. */
export interface FundFixture {
  /** Its gRPC address, `host:port`. */
  url: string;
  stop(): Promise<void>;
}

export async function startFund(): Promise<FundFixture> {
  const schema = uniqueSchema('fund');
  // Fund asks identity only about the users operators adjust, which payment's tests never do, and
  // payment and order only from its consumer, which does not run here: the addresses lead nowhere.
  const env = {
    ...testServiceEnv(),
    ...testServiceKeyEnv('fund'),
    DATABASE_SCHEMA: schema,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
    SERVICE_ROLES: 'api',
    IDENTITY_GRPC_URL: '127.0.0.1:1',
    PAYMENT_GRPC_URL: '127.0.0.1:1',
    ORDER_GRPC_URL: '127.0.0.1:1',
  };
  const fund = await startService(fundSpec(loadFundConfig(env), createLogger({ service: 'fund', level: 'silent' })));
  return {
    url: `127.0.0.1:${fund.grpc!.port}`,
    async stop() {
      await fund.stop();
      await dropSchema(testDatabaseUrl(), schema);
    },
  };
}
