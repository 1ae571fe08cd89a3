import { randomUUID } from 'node:crypto';
import { identityV1 } from '@shop/contracts';
import { createGrpcClient, createLogger, startService, type GrpcClient, type RunningService } from '@shop/service-kit';
import { dropSchema, testDatabaseUrl, testServiceEnv, uniqueSchema } from '@shop/test-kit';
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
  identity: GrpcClient<typeof identityV1.IdentityServiceService>['call'];
  dev: GrpcClient<typeof identityV1.IdentityDevServiceService>['call'];
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
    loadConfig({ ...testServiceEnv(), DATABASE_SCHEMA: schema, GRPC_PORT: '0', GRPC_HOST: '127.0.0.1', ...env, ...extra });
  const service = await startService(identitySpec(config({}), logger(), { clock: clock.read }));
  const address = `127.0.0.1:${service.grpc!.port}`;
  const identity = createGrpcClient(identityV1.IdentityServiceService, address);
  const dev = createGrpcClient(identityV1.IdentityDevServiceService, address);
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
