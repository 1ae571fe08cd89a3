import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { fundV1, type EventPayload, type EventType } from '@shop/contracts';
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
import { identitySpec } from '@shop/identity';
import { loadConfig as loadIdentityConfig } from '@shop/identity/config';
import { dropSchema, eventually, testDatabaseUrl, testEvents, testServiceEnv, testServiceKeyEnv, uniqueSchema, type EventSender, type TEST_DEPLOYABLES } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { fundSpec, type FundSpecOptions } from '../../src/service.js';

type FundService = typeof fundV1.FundServiceService;
export type FundCalls = PromiseClient<FundService>;
type Deployable = (typeof TEST_DEPLOYABLES)[number];

/** Call options that send this idempotency key (a retry of one intent sends the same key). */
export const withKey = (key: string): CallOptions => ({ metadata: { [IDEMPOTENCY_KEY_HEADER]: key } });

export const OPERATOR = ['operator'] as const;

/** A clock the tests move, ticking as time passes: the service reads it for every command, query and event. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  /** From now on the clock reads this instant, and runs on from it. */
  set(instant: Date | string): void {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface FundFixture {
  service: RunningService;
  schema: string;
  clock: TestClock;
  /** A new user account in identity, which the fund service asks about the users operators adjust. */
  newUser(): Promise<string>;
  /** Calls signed as the BFF signs them, for a user with these roles. */
  asUser(userId: string, roles?: readonly string[]): FundCalls;
  /** Calls signed by another deployable, for no user (a service posting) or for one. */
  signedBy(deployable: Deployable, user?: { id: string; roles?: readonly string[] }): FundCalls;
  /**
   * Sends one event envelope to its topic through the broker, as the producing service's relay
   * would, signed in as that service's Kafka user or as `sender`; answers its id.
   */
  deliver<T extends EventType>(type: T, key: string, payload: EventPayload<T>, id?: string, sender?: EventSender): Promise<string>;
  /** Waits until the consumer has handled this event id. */
  consumed(eventId: string): Promise<void>;
  sql<R>(statement: string, params?: unknown[]): Promise<R[]>;
  /**
   * Stops the fund service and starts a new one on the same schema and port, as a process replacing
   * a killed one; `onWorkflowProgress` is told of the new one's workflow steps.
   */
  restart(options?: Pick<FundSpecOptions, 'onWorkflowProgress'>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The fund service on loopback gRPC over a fresh schema, on a clock the test moves, beside the
 * identity service it asks about users (on a fresh schema of its own). Its consumer
 * runs only in the one test file that asks (`worker`): test files share the broker, and consumers
 * in one group would take each other's events.
 */
export async function startFund(options: { worker?: boolean; deadlineMs?: number } & Pick<FundSpecOptions, 'onWorkflowProgress' | 'sources'> = {}): Promise<FundFixture> {
  const schema = uniqueSchema('fund');
  const identitySchema = uniqueSchema('identity');
  const clock = new TestClock();
  const identity = await startService(
    identitySpec(
      loadIdentityConfig({ ...testServiceEnv(), ...testServiceKeyEnv('identity'), DATABASE_SCHEMA: identitySchema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', SERVICE_ROLES: 'api' }),
      createLogger({ service: 'identity', level: 'silent' }),
    ),
  );
  const start = (port: string, onWorkflowProgress: FundSpecOptions['onWorkflowProgress']) => {
    const config = loadConfig({
      ...testServiceEnv(),
      ...testServiceKeyEnv('fund'),
      DATABASE_SCHEMA: schema,
      IDENTITY_GRPC_URL: `127.0.0.1:${identity.grpc!.port}`,
      // Nothing listens here: the consumer asks `options.sources` (the one test file that runs it).
      PAYMENT_GRPC_URL: '127.0.0.1:1',
      ORDER_GRPC_URL: '127.0.0.1:1',
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: port,
      SERVICE_ROLES: options.worker ? 'api,worker' : 'api',
      WORKFLOW_INTERVAL_MS: '100',
    });
    return startService(fundSpec(config, createLogger({ service: 'fund', level: process.env.LOG_LEVEL ?? 'silent' }), { clock: clock.now, onWorkflowProgress, sources: options.sources }));
  };
  let service = await start('0', options.onWorkflowProgress);
  const address = `127.0.0.1:${service.grpc!.port}`;
  const clients = new Map<Deployable, ReturnType<typeof createGrpcClient<FundService>>>();
  const channel = (deployable: Deployable) => {
    let client = clients.get(deployable);
    if (!client) {
      const key = signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
      // A generous deadline: the tests run parallel bursts on a shared, often busy machine.
      client = createGrpcClient(fundV1.FundServiceService, address, { defaultDeadlineMs: options.deadlineMs ?? 15_000, identity: { key, audience: 'fund' } });
      clients.set(deployable, client);
    }
    return client;
  };
  const as = (deployable: Deployable, user: { id: string; roles: readonly string[] } | undefined): FundCalls =>
    actingFor(channel(deployable).call, user);
  const sql = <R>(statement: string, params: unknown[] = []) => service.orm.em.fork().execute<R[]>(statement, params);
  const events = testEvents();
  return {
    get service() {
      return service;
    },
    schema,
    clock,
    async newUser() {
      const id = randomUUID();
      const now = new Date();
      await identity.orm.em
        .fork()
        .execute(`insert into user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at) values (?, ?, 'email', 'not-a-password', 'Pengguna Uji', ?, ?)`, [
          id,
          `${id}@example.test`,
          now,
          now,
        ]);
      return id;
    },
    asUser: (id, roles = []) => as('bff', { id, roles }),
    signedBy: (deployable, user) => as(deployable, user && { id: user.id, roles: user.roles ?? [] }),
    deliver(type, key, payload, id, sender) {
      return events.send(type, key, payload, { ...(id ? { id } : {}), ...(sender ? { sender } : {}) });
    },
    async consumed(eventId) {
      await eventually(async () => (await sql('select 1 from inbox where event_id = ?', [eventId])).length > 0, 30_000, `event ${eventId} consumed`);
    },
    sql,
    async restart({ onWorkflowProgress } = {}) {
      // The same port: the address the clients were made for reaches the new process.
      const port = String(service.grpc!.port);
      await service.stop();
      // New channels: the old ones would wait out their reconnect backoff.
      for (const client of clients.values()) client.close();
      clients.clear();
      service = await start(port, onWorkflowProgress);
    },
    async stop() {
      for (const client of clients.values()) client.close();
      await events.close();
      await service.stop();
      await identity.stop();
      await dropSchema(testDatabaseUrl(), schema);
      await dropSchema(testDatabaseUrl(), identitySchema);
    },
  };
}

/** A bank form valid for BCA (ten digits). */
export const bcaAccount = { bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' };

/** The ledger's invariants over every account and journal of the schema. */
export async function expectLedgerConsistent(fund: Pick<FundFixture, 'sql'>): Promise<void> {
  // Each user account's balance is the sum of its lines.
  expect(
    await fund.sql(`
      select a.id from account a left join entry_line l on l.account_id = a.id
      where a.owner_id is not null group by a.id, a.balance having a.balance <> coalesce(sum(l.amount), 0)`),
  ).toEqual([]);
  // Every journal's lines sum to zero, and a journal has lines.
  expect(await fund.sql('select journal_id from entry_line group by journal_id having sum(amount) <> 0')).toEqual([]);
  expect(await fund.sql('select j.id from journal j where not exists (select 1 from entry_line l where l.journal_id = j.id)')).toEqual([]);
  // No balance ever went below zero.
  expect(await fund.sql('select id from entry_line where balance_after < 0')).toEqual([]);
  // The platform's and the users' balances sum to zero: money is only ever moved.
  const [row] = await fund.sql<{ total: string }>('select sum(amount) as total from entry_line');
  expect(Number(row!.total)).toBe(0);
}
