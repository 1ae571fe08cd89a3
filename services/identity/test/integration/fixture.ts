import { randomUUID } from 'node:crypto';
import { identityV1 } from '@shop/contracts';
import {
  createGrpcClient,
  createLogger,
  IDEMPOTENCY_KEY_HEADER,
  startService,
  type CallOptions,
  type GrpcClient,
  type GrpcServiceBinding,
  type RunningService,
  type ServiceSpec,
} from '@shop/service-kit';
import { dropSchema, testBrokers, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
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

type IdentityCalls = GrpcClient<typeof identityV1.IdentityServiceService>['call'];

export interface IdentityFixture {
  service: RunningService;
  /** Calls without a signed-in user; each call carries a fresh idempotency key unless given one (`withKey`). */
  identity: IdentityCalls;
  /** Calls on behalf of a signed-in user (the caller the BFF will assert), each with a fresh idempotency key. */
  asUser(userId: string): IdentityCalls;
  dev: GrpcClient<typeof identityV1.IdentityDevServiceService>['call'];
  clock: TestClock;
  schema: string;
  /** Starts another identity process on the same schema (a second replica, a restart). */
  startReplica(env?: Record<string, string>): Promise<RunningService>;
  stop(): Promise<void>;
}

/**
 * Until calls carry a verified caller assertion, tests name the signed-in user in this metadata
 * entry, which only the test server (`trustingTestCaller`) reads. The one place to change when the
 * assertion lands: `asUser` then signs an assertion and the wrapper goes.
 */
const TEST_CALLER_USER_HEADER = 'x-test-caller-user';

function trustingTestCaller(binding: GrpcServiceBinding): GrpcServiceBinding {
  const implementation = Object.fromEntries(
    Object.entries(binding.implementation).map(([method, handler]) => [
      method,
      (request: unknown, call: Parameters<typeof handler>[1]) => {
        const userId = call.metadata.get(TEST_CALLER_USER_HEADER)[0];
        return handler(request, typeof userId === 'string' ? { ...call, caller: { ...call.caller, userId } } : call);
      },
    ]),
  );
  return { ...binding, implementation };
}

function withTestCaller(spec: ServiceSpec): ServiceSpec {
  return { ...spec, grpc: (orm) => spec.grpc(orm).map(trustingTestCaller) };
}

/** Adds metadata to every call; what the call itself passes wins. */
export function withMetadata(calls: IdentityCalls, metadata: () => Record<string, string>): IdentityCalls {
  return new Proxy(calls, {
    get: (target, method) => (request: unknown, options: CallOptions = {}) =>
      (target as Record<string | symbol, (request: unknown, options: CallOptions) => Promise<unknown>>)[method]!(request, { ...options, metadata: { ...metadata(), ...options.metadata } }),
  });
}

/** Call options that send this idempotency key (a retry of one intent sends the same key). */
export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const freshKey = () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() });

const logger = () => createLogger({ service: 'identity', level: process.env.LOG_LEVEL ?? 'silent' });

/** The identity service on loopback gRPC over its own fresh schema, with a hand-moved clock. */
export async function startIdentity(env: Record<string, string> = {}): Promise<IdentityFixture> {
  const schema = uniqueSchema('identity');
  const clock = new TestClock();
  const config = (extra: Record<string, string>) =>
    loadConfig({ DATABASE_URL: testDatabaseUrl(), DATABASE_SCHEMA: schema, KAFKA_BROKERS: testBrokers(), GRPC_PORT: '0', GRPC_HOST: '127.0.0.1', ...env, ...extra });
  const service = await startService(withTestCaller(identitySpec(config({}), logger(), { clock: clock.read })));
  const address = `127.0.0.1:${service.grpc!.port}`;
  // A generous deadline: the tests run parallel bursts on a shared, often busy machine.
  const identity = createGrpcClient(identityV1.IdentityServiceService, address, { defaultDeadlineMs: 15_000 });
  const dev = createGrpcClient(identityV1.IdentityDevServiceService, address);
  return {
    service,
    identity: withMetadata(identity.call, freshKey),
    asUser: (userId) => withMetadata(identity.call, () => ({ ...freshKey(), [TEST_CALLER_USER_HEADER]: userId })),
    dev: dev.call,
    clock,
    schema,
    startReplica: (extra = {}) => startService(withTestCaller(identitySpec(config(extra), logger(), { clock: clock.read }))),
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
  await fixture.identity.sendCode({ account, purpose: 'signup', clientIp });
  const code = await lastCode(fixture, account, 'signup');
  const { session } = await fixture.identity.signUp({ account, code, password, inviteCode: '', clientIp });
  return session!;
}
