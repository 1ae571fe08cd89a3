import { identityV1 } from '@shop/contracts';
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
import { dropSchema, testDatabaseUrl, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { identitySpec } from '../../src/service.js';

/** A clock the tests move by hand; starts on a window boundary so rate windows are predictable. */
export class TestClock {
  private current = new Date('2026-11-24T10:00:00Z');
  readonly read = () => new Date(this.current);

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

type IdentityService = typeof identityV1.IdentityServiceService;
type IdentityDevService = typeof identityV1.IdentityDevServiceService;
type IdentityCalls = PromiseClient<IdentityService>;

export interface IdentityFixture {
  service: RunningService;
  /** Calls as the BFF makes them for a visitor; each command carries a fresh idempotency key unless given one (`withKey`). */
  identity: IdentityCalls;
  /** Calls as the BFF makes them for a signed-in user: the signed assertion names the user. */
  asUser(userId: string): IdentityCalls;
  dev: PromiseClient<IdentityDevService>;
  clock: TestClock;
  schema: string;
  /** Starts another identity process on the same schema (a second replica, a restart). */
  startReplica(env?: Record<string, string>): Promise<RunningService>;
  stop(): Promise<void>;
}

/** Call options that send this idempotency key (a retry of one intent sends the same key). */
export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** What identity's configuration needs in tests (database, broker, caller-assertion keys). */
export function testConfigEnv(): Record<string, string> {
  return { ...testServiceEnv(), ...testServiceKeyEnv('identity') };
}

/**
 * A channel signed as the BFF signs (`bff`, audience `identity`); `as(userId)` gives its calls on
 * behalf of that user, or of a visitor. A generous deadline: the tests run parallel bursts on a
 * shared, often busy machine.
 */
export function bffChannel<D extends IdentityService | IdentityDevService>(definition: D, address: string) {
  const key = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
  const client = createGrpcClient(definition, address, { defaultDeadlineMs: 15_000, identity: { key, audience: 'identity' } });
  const as = (userId?: string): PromiseClient<D> =>
    actingFor(client.call, userId);
  return { as, close: () => client.close() };
}

const logger = () => createLogger({ service: 'identity', level: process.env.LOG_LEVEL ?? 'silent' });

/** The identity service on loopback gRPC over its own fresh schema, with a hand-moved clock. */
export async function startIdentity(env: Record<string, string> = {}): Promise<IdentityFixture> {
  const schema = uniqueSchema('identity');
  const clock = new TestClock();
  const config = (extra: Record<string, string>) =>
    loadConfig({ ...testConfigEnv(), DATABASE_SCHEMA: schema, GRPC_PORT: '0', GRPC_HOST: '127.0.0.1', ...env, ...extra });
  const service = await startService(identitySpec(config({}), logger(), { clock: clock.read }));
  const address = `127.0.0.1:${service.grpc!.port}`;
  const identity = bffChannel(identityV1.IdentityServiceService, address);
  const dev = bffChannel(identityV1.IdentityDevServiceService, address);
  return {
    service,
    identity: identity.as(),
    asUser: (userId) => identity.as(userId),
    dev: dev.as(),
    clock,
    schema,
    startReplica: (extra = {}) => startService(identitySpec(config(extra), logger(), { clock: clock.read })),
    async stop() {
      identity.close();
      dev.close();
      await service.stop();
      await dropSchema(testDatabaseUrl(), schema);
    },
  };
}

let accountCounter = 0;

/** A phone account no other test in the file uses. */
export function freshPhone(): string {
  accountCounter += 1;
  return `+62813${String(process.pid % 1000).padStart(3, '0')}${String(accountCounter).padStart(5, '0')}`;
}

/** The newest code the local notifier delivered for an account and purpose. */
export async function lastCode(fixture: IdentityFixture, account: string, purpose: string): Promise<string> {
  const { messages } = await fixture.dev.listInbox({ account });
  const message = messages.find((m) => m.purpose === purpose);
  if (!message) throw new Error(`no ${purpose} code for ${account}`);
  return message.code;
}

/** Signs a new user up the way a shopper does; answers the session. */
export async function signUpUser(fixture: IdentityFixture, account: string, password = 'rahasia123', clientIp = '192.0.2.1'): Promise<identityV1.NewSession> {
  await fixture.identity.sendCode({ account, purpose: 'signup', clientIp, language: 'ind' });
  const code = await lastCode(fixture, account, 'signup');
  const { session } = await fixture.identity.signUp({ account, code, password, inviteCode: '', clientIp });
  return session!;
}
