import { randomBytes, randomUUID } from 'node:crypto';
import { messagesV1, type EventPayload, type EventType } from '@shop/contracts';
import { identitySpec } from '@shop/identity';
import { loadConfig as loadIdentityConfig } from '@shop/identity/config';
import { startSandbox, type RunningSandbox } from '@shop/messaging-sandbox';
import { actingFor, createGrpcClient, createLogger, IDEMPOTENCY_KEY_HEADER, parseSigningKey, signingKeyOf, startService, type CallOptions, type PromiseClient, type RunningService } from '@shop/service-kit';
import { dropSchema, eventually, freePort, testDatabaseUrl, testEvents, testMailbox, testServiceEnv, testServiceKeyEnv, testSmtpUrl, uniqueSchema, type Mailbox, type TEST_DEPLOYABLES } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { messagesSpec } from '../../src/service.js';

type MessagesService = typeof messagesV1.MessagesServiceService;
export type MessagesCalls = PromiseClient<MessagesService>;
type Deployable = (typeof TEST_DEPLOYABLES)[number];

export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

export interface MessagesFixture {
  service: RunningService;
  /** The SMS and WhatsApp provider's stand-in the service sends through. */
  provider: RunningSandbox;
  mailbox: Mailbox;
  /** A new user in identity with this account (an e-mail or +62 phone of the test's own by default). */
  newUser(kind: 'email' | 'phone'): Promise<{ id: string; account: string }>;
  asUser(userId: string, roles?: readonly string[]): MessagesCalls;
  signedBy(deployable: Deployable): MessagesCalls;
  /** Sends an event as its publisher would; answers its id. */
  deliver<T extends EventType>(type: T, key: string, payload: EventPayload<T>, id?: string): Promise<string>;
  consumed(eventId: string): Promise<void>;
  sql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

/** A fresh Indonesian mobile number: +628 and ten random digits. */
export const newPhone = (): string => `+628${String(randomBytes(5).readUIntBE(0, 5) % 10_000_000_000).padStart(10, '0').replace(/0000$|9999$/, '1234')}`;
export const newEmail = (): string => `${randomUUID()}@example.test`;

/**
 * The messages service on loopback gRPC over a fresh schema, beside the identity service it asks
 * about users, sending e-mail to the run's Mailpit and SMS/WhatsApp to an in-process provider
 * sandbox that calls its receipts listener back. Its consumer and worker run only where a test
 * file asks (`worker`): files share the broker, and consumers in one group take each other's events.
 */
export async function startMessages(options: { worker?: boolean; env?: Record<string, string> } = {}): Promise<MessagesFixture> {
  const schema = uniqueSchema('messages');
  const identitySchema = uniqueSchema('identity');
  const identity = await startService(
    identitySpec(
      loadIdentityConfig({ ...testServiceEnv(), ...testServiceKeyEnv('identity'), DATABASE_SCHEMA: identitySchema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', SERVICE_ROLES: 'api' }),
      createLogger({ service: 'identity', level: 'silent' }),
    ),
  );
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(24).toString('base64url');
  const provider = await startSandbox({ host: '127.0.0.1', port: 0, accountSid, authToken, sendDelayMs: 50, deliveryDelayMs: 100, retryDelayMs: 100 });
  const receiptsPort = await freePort();
  const config = loadConfig({
    ...testServiceEnv(),
    ...testServiceKeyEnv('messages'),
    DATABASE_SCHEMA: schema,
    IDENTITY_GRPC_URL: `127.0.0.1:${identity.grpc!.port}`,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
    SERVICE_ROLES: options.worker ? 'api,worker' : 'api',
    SMTP_URL: testSmtpUrl(),
    MAIL_FROM: 'Shop <no-reply@shop.test>',
    TWILIO_API_URL: provider.url,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_SMS_FROM: '+15005550006',
    TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
    RECEIPTS_PORT: String(receiptsPort),
    RECEIPTS_PUBLIC_URL: `http://127.0.0.1:${receiptsPort}`,
    DELIVERY_POLL_MS: '100',
    // News goes at once whatever the hour the tests run at; quiet hours are the rule's unit tests'.
    QUIET_HOURS: '',
    ...options.env,
  });
  const service = await startService(messagesSpec(config, createLogger({ service: 'messages', level: process.env.LOG_LEVEL ?? 'silent' })));
  const address = `127.0.0.1:${service.grpc!.port}`;
  const clients = new Map<Deployable, ReturnType<typeof createGrpcClient<MessagesService>>>();
  const channel = (deployable: Deployable) => {
    let client = clients.get(deployable);
    if (!client) {
      const key = signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
      client = createGrpcClient(messagesV1.MessagesServiceService, address, { defaultDeadlineMs: 15_000, identity: { key, audience: 'messages' } });
      clients.set(deployable, client);
    }
    return client;
  };
  const sql = <R>(statement: string, params: unknown[] = []) => service.orm.em.fork().execute<R[]>(statement, params);
  const events = testEvents();
  return {
    service,
    provider,
    mailbox: testMailbox(),
    async newUser(kind) {
      const id = randomUUID();
      const account = kind === 'email' ? newEmail() : newPhone();
      const now = new Date();
      await identity.orm.em
        .fork()
        .execute(`insert into user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at) values (?, ?, ?, 'not-a-password', 'Pengguna Uji', ?, ?)`, [id, account, kind, now, now]);
      return { id, account };
    },
    asUser: (id, roles = []) => actingFor(channel('bff').call, { id, roles }),
    signedBy: (deployable) => channel(deployable).call,
    deliver: (type, key, payload, id) => events.send(type, key, payload, id ? { id } : {}),
    async consumed(eventId) {
      await eventually(async () => (await sql('select 1 from inbox where event_id = ?', [eventId])).length > 0, 30_000, `event ${eventId} consumed`);
    },
    sql,
    async stop() {
      for (const client of clients.values()) client.close();
      await events.close();
      await service.stop();
      await provider.stop();
      await identity.stop();
      await dropSchema(testDatabaseUrl(), schema);
      await dropSchema(testDatabaseUrl(), identitySchema);
    },
  };
}
