import { randomUUID } from 'node:crypto';
import { identityV1 } from '@shop/contracts';
import {
  createGrpcClient,
  createLogger,
  parseSigningKey,
  runWithRequestContext,
  signingKeyOf,
  startService,
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

export interface IdentityFixture {
  service: RunningService;
  identity: PromiseClient<typeof identityV1.IdentityServiceService>;
  dev: PromiseClient<typeof identityV1.IdentityDevServiceService>;
  clock: TestClock;
  schema: string;
  /** Starts another identity process on the same schema (a second replica, a restart). */
  startReplica(env?: Record<string, string>): Promise<RunningService>;
  stop(): Promise<void>;
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
  const identity = bffClient(identityV1.IdentityServiceService, address);
  const dev = bffClient(identityV1.IdentityDevServiceService, address);
  return {
    service,
    identity: identity.call,
    dev: dev.call,
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

/** What identity's configuration needs in tests (database, broker, caller-assertion keys). */
export function testConfigEnv(): Record<string, string> {
  return { ...testServiceEnv(), ...testServiceKeyEnv('identity') };
}

/**
 * A client that calls as the BFF does: signed as `bff`, for the user the request names (the
 * user a signed-in shopper's procedure passes), or for no user.
 */
export function bffClient<D extends typeof identityV1.IdentityServiceService | typeof identityV1.IdentityDevServiceService>(definition: D, address: string) {
  const key = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
  const client = createGrpcClient(definition, address, { identity: { key, audience: 'identity' } });
  const call = Object.fromEntries(
    Object.entries(client.call as Record<string, (request: { userId?: string }, options?: { deadlineMs?: number }) => Promise<unknown>>).map(([method, invoke]) => [
      method,
      (request: { userId?: string }, options?: { deadlineMs?: number }) =>
        runWithRequestContext({ requestId: randomUUID(), user: request.userId ? { id: request.userId, roles: [] } : undefined }, () => invoke(request, options)),
    ]),
  ) as unknown as PromiseClient<D>;
  return { call, close: () => client.close() };
}

export const requestId = () => `test-${randomUUID()}`;

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
  await fixture.identity.sendCode({ requestId: requestId(), account, purpose: 'signup', clientIp });
  const code = await lastCode(fixture, account, 'signup');
  const { session } = await fixture.identity.signUp({ account, code, password, inviteCode: '' });
  return session!;
}
