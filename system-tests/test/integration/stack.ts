import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { peersOf } from '@shop/deployables';
import { catalogV1, fundV1, identityV1, orderV1, paymentV1, recordTypeProto, type EventPayload, type EventType } from '@shop/contracts';
import { startSandbox as startMessagingSandbox, type RunningSandbox as RunningMessagingSandbox } from '@shop/messaging-sandbox';
import { startSandbox, type RunningSandbox } from '@shop/payment-sandbox';
import { actingFor, createGrpcClient, IDEMPOTENCY_KEY_HEADER, parseSigningKey, signingKeyOf, type CallOptions, type PromiseClient } from '@shop/service-kit';
import { dropSchema, freePort, grantKafkaAcls, kafkaSasl, kafkaUserEnv, startBroker, testDatabaseUrl, testMediaEnv, testServiceKeyEnv, testSmtpUrl, TestEvents, uniqueSchema, type EventSender, type TEST_DEPLOYABLES } from '@shop/test-kit';
import { ServiceProcess, type ErrorLine } from './processes.js';
import { currentTree, mainIn, signsInToKafka, type StackDeployable } from './released.js';

type Deployable = (typeof TEST_DEPLOYABLES)[number];
export type ServiceName = 'identity' | 'catalog' | 'merchant' | 'fund' | 'payment' | 'order';
export type OrderCalls = PromiseClient<typeof orderV1.OrderServiceService>;
export type PaymentCalls = PromiseClient<typeof paymentV1.PaymentServiceService>;
export type FundCalls = PromiseClient<typeof fundV1.FundServiceService>;
export type IdentityCalls = PromiseClient<typeof identityV1.IdentityServiceService>;

/** The key the sandbox gateway and the payment service share. */
const GATEWAY_KEY = 'SB-Mid-server-system-tests';
/** The account the messaging sandbox and the messages service share. */
const MESSAGING_ACCOUNT = { accountSid: 'AC5157e3a7e5750000000000000000000a', authToken: 'system-tests-auth-token' };

/**
 * Each service's own settings here: the jobs and the reconciliation run every few hundred
 * milliseconds, and an order goes from shipped to completed in about a second (receipt and the
 * return window shortened), so whole sagas finish while the suite watches. An unpaid order
 * cancels after 15 s: shoppers pay within a second, but a payment the broker's outage holds up
 * reaches the order service after its order cancelled, and is refunded.
 */
const tuning: Record<ServiceName, Record<string, string>> = {
  identity: {},
  catalog: {},
  merchant: {},
  fund: {},
  payment: { RECONCILE_INTERVAL_MS: '500', RECHARGE_CHECK_AFTER_MS: '2000', PAYOUT_CHECK_AFTER_MS: '5000', GATEWAY_TIMEOUT_MS: '2000' },
  order: { JOB_INTERVAL_MS: '200', RECEIPT_PERIOD_MS: '300', RETURN_WINDOW_MS: '300', PLACING_TIMEOUT_MS: '8000', UNPAID_TIMEOUT_MS: '15000' },
};

export interface StackOptions {
  /** Names the stack's log folder, `.test-results/logs/<name>/`. */
  name: string;
  /** The tree each deployable runs from: the current one unless given (a released one, `releasedTree`). */
  trees?: Partial<Record<StackDeployable, string>>;
  /** The trees the test rolls deployables to later (`roll`), so the broker can serve their builds too. */
  laterTrees?: readonly string[];
  /** Runs the BFF in front of the services, as its own process. */
  bff?: boolean;
  /** Settings on top of a deployable's defaults here. */
  env?: Partial<Record<StackDeployable, Record<string, string>>>;
  /**
   * Runs the messages service too (from the current tree), with the messaging sandbox in this
   * process as its provider: its Twilio settings, its receipts listener for the sandbox's status
   * callbacks (waited for like its gRPC port), and the run's Mailpit. These settings on top of
   * its defaults here.
   */
  messages?: { env?: Record<string, string> };
}

export interface Stack {
  services: Record<ServiceName, ServiceProcess>;
  /** The BFF's process and its `/trpc` base URL, when the stack runs it. */
  bff: { process: ServiceProcess; url: string } | undefined;
  broker: Awaited<ReturnType<typeof startBroker>>;
  sandbox: RunningSandbox;
  /** The messages service and its messaging sandbox, when the stack runs them. */
  messaging: { service: ServiceProcess; sandbox: RunningMessagingSandbox } | undefined;
  schemas: Record<ServiceName, string>;
  /** Error and fatal log lines of every service so far. */
  errors: ErrorLine[];
  /** Platform products the catalog seeded. */
  productIds: number[];
  /** Order calls as the BFF makes them for a user. */
  order(userId: string): OrderCalls;
  /** Payment calls as the BFF makes them for a user. */
  payment(userId: string): PaymentCalls;
  /** Fund calls as the BFF makes them for a user (with these roles: an operator's). */
  fund(userId: string, roles?: readonly string[]): FundCalls;
  /** Identity calls as the BFF makes them, for a user or (none) for a visitor. */
  identity(userId?: string): IdentityCalls;
  /**
   * Produces an event straight to its topic, signed in as its publisher's Kafka user (or as
   * `sender`), as a leaked credential would let anyone: its envelope's id. The same `id` again is
   * a redelivery of that event, as after a relay's crash.
   */
  publish<T extends EventType>(type: T, key: string, payload: EventPayload<T>, options?: { sender?: EventSender; id?: string }): Promise<string>;
  /** An identity account signing in with a phone (`+62…`) or an e-mail address, and nothing else. */
  newAccount(kind: 'phone' | 'email'): Promise<{ id: string; account: string }>;
  /** A shopper: an identity account with a default delivery address. */
  newShopper(): Promise<string>;
  /** An active store with its owner's account, listing these products. */
  newStore(productIds: number[], options: { autoPay: boolean }): Promise<{ id: number; ownerId: string }>;
  /** Credits a wallet as a recharge does. */
  credit(userId: string, amount: number): Promise<void>;
  /** A statement (`$1` parameters) where `@<service>.` names that service's schema: `@order.customer_order` (`@messages.` when the stack runs it). */
  sql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  /** Rolls a deployable to a tree's build, with that build's settings (`ServiceProcess.replaceWith`). */
  roll(deployable: StackDeployable, tree: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The six services of the order saga as processes over one Postgres (a fresh schema each) and a
 * broker of the suite's own, kept in a data folder so it can be stopped and started again on the
 * same ports; the payment gateway's sandbox runs in this process.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-system-kafka-'));
  // The services' logs (level warn and above) and the broker's, kept with the test results.
  const logDir = path.resolve(import.meta.dirname, '../../.test-results/logs', options.name);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const errors: ErrorLine[] = [];
  const names: ServiceName[] = ['identity', 'catalog', 'merchant', 'fund', 'payment', 'order'];
  const schemas = Object.fromEntries(names.map((name) => [name, uniqueSchema(name)])) as Record<ServiceName, string>;
  const grpcPorts = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await freePort()] as const))) as Record<ServiceName, number>;
  const notificationPort = await freePort();
  // The messages service, when the stack has it: identity hands it the codes it issues.
  const messagesGrpcPort = options.messages ? await freePort() : undefined;
  const treeOf = (deployable: StackDeployable) => options.trees?.[deployable] ?? currentTree;
  const trees = [...Object.values(options.trees ?? {}), ...(options.laterTrees ?? [])];
  const [broker, sandbox, messagingSandbox] = await Promise.all([
    // Builds from before Kafka authentication connect as they did then, to a listener without it.
    startBroker({ dataDir, unauthenticatedListener: !trees.every(signsInToKafka), onLog: (line) => appendFileSync(path.join(logDir, 'kafka.log'), `${new Date().toISOString()} ${line}\n`) }),
    startSandbox({
      serverKey: GATEWAY_KEY,
      chargeNotificationUrl: `http://127.0.0.1:${notificationPort}/notifications/charge`,
      payoutNotificationUrl: `http://127.0.0.1:${notificationPort}/notifications/payout`,
      copies: 2,
      stalePending: true,
      retryDelayMs: 200,
      maxAttempts: 1000,
    }),
    options.messages ? startMessagingSandbox({ ...MESSAGING_ACCOUNT, sendDelayMs: 100, deliveryDelayMs: 200, retryDelayMs: 200, maxAttempts: 1000 }) : undefined,
  ]);
  await grantKafkaAcls(broker.brokers, broker.users);
  const url = (name: ServiceName) => `127.0.0.1:${grpcPorts[name]}`;
  /** The suite's own broker, as a deployable's build reaches it: as its user, or as before users. */
  const kafkaEnvOf = (deployable: StackDeployable | 'messages', tree: string): Record<string, string> =>
    signsInToKafka(tree) ? { KAFKA_BROKERS: broker.brokers.join(','), ...kafkaUserEnv(broker.users, deployable) } : { KAFKA_BROKERS: broker.unauthenticatedBrokers!.join(',') };
  const envOf = (name: ServiceName, tree: string): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: testDatabaseUrl(),
    DATABASE_SCHEMA: schemas[name],
    GRPC_HOST: '127.0.0.1',
    METRICS_PORT: '0',
    OUTBOX_POLL_MS: '200',
    ...testServiceKeyEnv(name),
    ...kafkaEnvOf(name, tree),
    ...(name === 'catalog' || name === 'merchant' ? testMediaEnv() : {}),
    ...(name === 'payment' ? sandbox.paymentServiceEnv : {}),
    ...Object.fromEntries(
      peersOf(name)
        .filter((peer): peer is ServiceName => peer !== 'messages')
        .map((peer) => [`${peer.toUpperCase()}_GRPC_URL`, url(peer)]),
    ),
    ...(messagesGrpcPort !== undefined && peersOf(name).includes('messages') ? { MESSAGES_GRPC_URL: `127.0.0.1:${messagesGrpcPort}` } : {}),
    ...tuning[name],
    ...options.env?.[name],
  });
  const services = Object.fromEntries(
    names.map((name) => {
      const listeners: Record<string, number> = name === 'payment' ? { GRPC_PORT: grpcPorts[name], NOTIFICATION_PORT: notificationPort } : { GRPC_PORT: grpcPorts[name] };
      return [name, new ServiceProcess(name, mainIn(treeOf(name), name), envOf(name, treeOf(name)), listeners, errors, path.join(logDir, `${name}.log`))];
    }),
  ) as Record<ServiceName, ServiceProcess>;
  // Migrations on fresh schemas and the catalog's seed take a moment; the services start side by side.
  const [messaging] = await Promise.all([
    messagingSandbox && startMessages(messagingSandbox, { GRPC_PORT: messagesGrpcPort!, identityUrl: url('identity') }, kafkaEnvOf('messages', currentTree), errors, logDir, options.messages?.env),
    ...names.map((name) => services[name].start()),
  ]);
  const bffEnvOf = (tree: string): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...testServiceKeyEnv('bff'),
    ...kafkaEnvOf('bff', tree),
    ...Object.fromEntries(names.map((name) => [`${name.toUpperCase()}_GRPC_URL`, url(name)])),
    // Without the messages service nothing listens there: the notification centre's calls fail.
    MESSAGES_GRPC_URL: `127.0.0.1:${messagesGrpcPort ?? 1}`,
    ...options.env?.bff,
  });
  const bff = options.bff ? await startBff(mainIn(treeOf('bff'), 'bff'), bffEnvOf(treeOf('bff')), errors, logDir) : undefined;

  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  const schemaOf = (service: ServiceName | 'messages') => (service === 'messages' ? messaging?.schema : schemas[service]);
  const qualify = (statement: string) =>
    statement.replace(/@(identity|catalog|merchant|fund|payment|order|messages)\./g, (_, service: ServiceName | 'messages') => {
      const schema = schemaOf(service);
      if (!schema) throw new Error(`the stack does not run ${service}`);
      return `"${schema}".`;
    });
  const sql = async <R>(statement: string, params: unknown[] = []) => (await pool.query(qualify(statement), params)).rows as R[];

  const closers: (() => void)[] = [];
  const signedBy = (deployable: Deployable) => signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
  const clientOf = <S extends Parameters<typeof createGrpcClient>[0]>(definition: S, target: ServiceName, deployable: Deployable) => {
    // A deadline past a restart: a call made while its service is down fails fast (UNAVAILABLE) anyway.
    const client = createGrpcClient(definition, url(target), { defaultDeadlineMs: 20_000, identity: { key: signedBy(deployable), audience: target } });
    closers.push(() => client.close());
    return client.call;
  };
  const orderCalls = clientOf(orderV1.OrderServiceService, 'order', 'bff');
  const paymentCalls = clientOf(paymentV1.PaymentServiceService, 'payment', 'bff');
  const identityCalls = clientOf(identityV1.IdentityServiceService, 'identity', 'bff');
  const listingCalls = clientOf(catalogV1.CatalogServiceService, 'catalog', 'merchant');
  const postingCalls = clientOf(fundV1.FundServiceService, 'fund', 'payment');
  const fundCalls = clientOf(fundV1.FundServiceService, 'fund', 'bff');
  const events = new TestEvents({ brokers: broker.brokers, topicPrefix: '', sasl: (sender) => kafkaSasl(broker.users, sender) });
  const { items } = await actingFor(clientOf(catalogV1.CatalogServiceService, 'catalog', 'bff'), undefined).listProducts({ categoryId: 0, page: 1, pageSize: 20, lang: 'en' });

  let counter = 0;
  const nextSuffix = () => `${process.pid % 1000}${String((counter += 1)).padStart(5, '0')}`;
  async function newAccount(nickname: string, kind: 'phone' | 'email' = 'phone'): Promise<{ id: string; account: string }> {
    const id = randomUUID();
    const account = kind === 'phone' ? `+62815${nextSuffix()}` : `user-${nextSuffix()}-${id.slice(0, 8)}@system-tests.example`;
    await sql(`insert into @identity.user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at) values ($1, $2, $3, 'not-a-password', $4, now(), now())`, [
      id,
      account,
      kind,
      nickname,
    ]);
    return { id, account };
  }

  return {
    services,
    bff,
    broker,
    sandbox,
    messaging,
    schemas,
    errors,
    productIds: items.map((product) => product.id),
    order: (userId) => actingFor(orderCalls, userId),
    payment: (userId) => actingFor(paymentCalls, userId),
    fund: (userId, roles = []) => actingFor(fundCalls, { id: userId, roles }),
    identity: (userId) => actingFor(identityCalls, userId),
    publish: (type, key, payload, options = {}) => events.send(type, key, payload, options),
    newAccount: (kind) => newAccount('Pengguna Uji', kind),
    async newShopper() {
      const { id: userId } = await newAccount('Pembeli Uji');
      await actingFor(identityCalls, userId).createAddress(
        { address: { recipientName: 'Siti Rahma', phone: '0812-1111-2222', provinceCode: '31', cityCode: '31.71', districtCode: '31.71.01', detail: 'Jl. Medan Merdeka Barat No. 12', isDefault: true } },
        withKey(randomUUID()),
      );
      return userId;
    },
    async newStore(listed, { autoPay }) {
      const { id: ownerId } = await newAccount('Pemilik Toko');
      const name = `Toko Uji ${nextSuffix()}`;
      const [row] = await sql<{ id: string }>(
        `insert into @merchant.store (owner_id, name, name_folded, phone, description, auto_pay, status, opened_at) values ($1, $2, $3, $4, 'Barang bagus.', $5, 'active', now()) returning id`,
        [ownerId, name, name.toLowerCase(), `+62812${nextSuffix()}`, autoPay],
      );
      const id = Number(row!.id);
      for (const productId of listed) await actingFor(listingCalls, ownerId).setListing({ storeId: id, productId, listed: true }, withKey(randomUUID()));
      return { id, ownerId };
    },
    async credit(userId, amount) {
      await actingFor(postingCalls, undefined).credit({ posting: { userId, amount, type: recordTypeProto.recharge, reference: `recharge:${randomUUID()}`, memo: 'bca_va' } });
    },
    sql,
    async roll(deployable, tree) {
      if (deployable === 'bff') await bff!.process.replaceWith(mainIn(tree, 'bff'), bffEnvOf(tree));
      else await services[deployable].replaceWith(mainIn(tree, deployable), envOf(deployable, tree));
    },
    async stop() {
      for (const close of closers) close();
      await events.close();
      await bff?.process.stop();
      await Promise.all(names.map((name) => services[name].stop()));
      await messaging?.service.stop();
      await sandbox.stop();
      await messaging?.sandbox.stop();
      await broker.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await pool.end();
      for (const schema of [...Object.values(schemas), ...(messaging ? [messaging.schema] : [])]) await dropSchema(testDatabaseUrl(), schema);
    },
  };
}

/**
 * The messages service as its own process on a fresh schema, sending through the messaging
 * sandbox, called back by it on its receipts listener (`<RECEIPTS_PUBLIC_URL>/receipts/twilio`),
 * and mailing through the run's Mailpit.
 */
async function startMessages(
  sandbox: RunningMessagingSandbox,
  where: { GRPC_PORT: number; identityUrl: string },
  kafkaEnv: Record<string, string>,
  errors: ErrorLine[],
  logDir: string,
  env: Record<string, string> = {},
): Promise<{ service: ServiceProcess; sandbox: RunningMessagingSandbox; schema: string }> {
  const schema = uniqueSchema('messages');
  const receiptsPort = await freePort();
  const service = new ServiceProcess(
    'messages',
    path.join(currentTree, 'services', 'messages', 'dist', 'main.js'),
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: testDatabaseUrl(),
      DATABASE_SCHEMA: schema,
      GRPC_HOST: '127.0.0.1',
      METRICS_PORT: '0',
      OUTBOX_POLL_MS: '200',
      ...testServiceKeyEnv('messages'),
      ...kafkaEnv,
      IDENTITY_GRPC_URL: where.identityUrl,
      // News goes at once whatever the hour the suite runs at.
      QUIET_HOURS: '',
      ...sandbox.twilioEnv,
      RECEIPTS_PUBLIC_URL: `http://127.0.0.1:${receiptsPort}`,
      SMTP_URL: testSmtpUrl(),
      MAIL_FROM: 'Nusa Mart <no-reply@shop.example>',
      ...env,
    },
    { GRPC_PORT: where.GRPC_PORT, RECEIPTS_PORT: receiptsPort },
    errors,
    path.join(logDir, 'messages.log'),
  );
  await service.start();
  return { service, sandbox, schema };
}

/** The BFF as its own process over HTTP, calling the stack's services. */
async function startBff(main: string, env: Record<string, string>, errors: ErrorLine[], logDir: string): Promise<{ process: ServiceProcess; url: string }> {
  const port = await freePort();
  const bff = new ServiceProcess('bff', main, env, { PORT: port }, errors, path.join(logDir, 'bff.log'));
  await bff.start();
  return { process: bff, url: `http://127.0.0.1:${port}` };
}

/** Call options that send this idempotency key: every retry of one intent sends the same. */
export function withKey(key: string): CallOptions {
  return { metadata: { [IDEMPOTENCY_KEY_HEADER]: key } };
}
