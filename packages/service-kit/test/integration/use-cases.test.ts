import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import { dropSchema, eventually, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import {
  AppError,
  createUseCaseRunner,
  defineCommand,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  defineQuery,
  migrationList,
  openDatabase,
  runWithin,
  type Caller,
  type CommandContext,
  type Orm,
  type UseCaseRunner,
} from '../../src/index.js';
import { fingerprint } from '../../src/use-cases/runner.js';
import { logger } from './messaging-fixture.js';

class CreateTally extends Migration {
  override up(): void {
    this.addSql('create table tally (name text primary key, hits int not null)');
  }
}

const schema = uniqueSchema('kit_use_cases');
const shopper: Caller = { service: 'bff', userId: '3f1c8a52-4d7e-4a43-9f4f-5b1f3e2a9c10', roles: [] };
const clockInstant = new Date('2026-11-24T10:00:00Z');
let orm: Orm;
let runner: UseCaseRunner;
let runs = 0;

async function bump(context: CommandContext, name: string): Promise<number> {
  const rows = await context.em.execute<{ hits: number }[]>(
    'insert into tally (name, hits) values (?, 1) on conflict (name) do update set hits = tally.hits + 1 returning hits',
    [name],
  );
  return rows[0]!.hits;
}

async function hitsOf(name: string): Promise<number> {
  const rows = await orm.em.fork().execute<{ hits: number }[]>('select hits from tally where name = ?', [name]);
  return rows[0]?.hits ?? 0;
}

/** Counts a hit and answers it with the instant it happened at (a Date, which must survive a replay). */
const countHit = defineCommand('CountHit', async (context, request: { name: string }) => {
  runs += 1;
  return { hits: await bump(context, request.name), at: context.now };
});

const refuseAfterCounting = defineCommand('RefuseAfterCounting', async (context, request: { name: string }) => {
  runs += 1;
  await bump(context, `${request.name}:kept`);
  await context.keepOnRejection();
  await bump(context, `${request.name}:undone`);
  throw new AppError('FAILED_PRECONDITION', 'tally_closed', 'the tally is closed', { name: request.name });
});

beforeAll(async () => {
  orm = await openDatabase({ url: testDatabaseUrl(), schema, entities: [], migrations: migrationList(CreateTally), logger });
  runner = createUseCaseRunner(orm, () => clockInstant);
});

afterAll(async () => {
  await orm.close(true);
  await dropSchema(testDatabaseUrl(), schema);
});

describe('commands', () => {
  it('refuse a call without an idempotency key and change nothing', async () => {
    await expect(runner.command(countHit, { name: 'no-key' }, { caller: shopper, idempotencyKey: undefined })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'idempotency_key_required',
    });
    expect(await hitsOf('no-key')).toBe(0);
  });

  it('run once per key: a retry gets the stored answer, dates included', async () => {
    const call = { caller: shopper, idempotencyKey: 'key-retry-0001' };
    const before = runs;
    const first = await runner.command(countHit, { name: 'retry' }, call);
    const again = await runner.command(countHit, { name: 'retry' }, call);
    expect(first).toEqual({ hits: 1, at: clockInstant });
    expect(again).toEqual(first);
    expect(again.at).toBeInstanceOf(Date);
    expect(runs - before).toBe(1);
    expect(await hitsOf('retry')).toBe(1);
  });

  it('let a key be used again once it expired, and prune expired keys a batch at a time', async () => {
    let now = clockInstant;
    const movable = () => createUseCaseRunner(orm, () => now);
    const call = { caller: shopper, idempotencyKey: 'key-expiry-0001' };
    expect((await movable().command(countHit, { name: 'expiry' }, call)).hits).toBe(1);
    expect((await movable().command(countHit, { name: 'expiry' }, call)).hits).toBe(1);
    now = new Date(clockInstant.getTime() + (IDEMPOTENCY_KEY_TTL_SECONDS + 1) * 1000);
    expect((await movable().command(countHit, { name: 'expiry' }, call)).hits).toBe(2);

    await orm.em.fork().execute(
      `insert into idempotency_record (operation, caller, key, request_hash, outcome, created_at, expires_at)
       select 'Stale', 'bff/', 'stale-' || i, repeat('0', 64), '{}', ?, ? from generate_series(1, 30) i`,
      [clockInstant, clockInstant],
    );
    // A new runner's first claim prunes.
    await movable().command(countHit, { name: 'expiry' }, { caller: shopper, idempotencyKey: 'key-expiry-0002' });
    expect(await orm.em.fork().execute(`select key from idempotency_record where operation = 'Stale'`)).toEqual([]);
  });

  it('refuse a key reused for a different request', async () => {
    const call = { caller: shopper, idempotencyKey: 'key-reuse-0001' };
    await runner.command(countHit, { name: 'reuse-a' }, call);
    await expect(runner.command(countHit, { name: 'reuse-b' }, call)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'idempotency_key_reused' });
    expect(await hitsOf('reuse-b')).toBe(0);
  });

  it('leave secret fields out of the stored fingerprint', async () => {
    const withSecret = defineCommand('WithSecret', async (context, request: { name: string; password: string }) => bump(context, request.name), { secretFields: ['password'] });
    const call = { caller: shopper, idempotencyKey: 'key-secret-0001' };
    expect(await runner.command(withSecret, { name: 'secret', password: 'rahasia123' }, call)).toBe(1);
    expect(await runner.command(withSecret, { name: 'secret', password: 'another1' }, call)).toBe(1);
    const [stored] = await orm.em.fork().execute<{ request_hash: string }[]>('select request_hash from idempotency_record where key = ?', ['key-secret-0001']);
    expect(stored!.request_hash).toBe(fingerprint({ name: 'secret' }));
    expect(stored!.request_hash).not.toBe(fingerprint({ name: 'secret', password: 'rahasia123' }));
  });

  it('keep keys apart per caller and per command', async () => {
    const key = 'key-shared-0001';
    await runner.command(countHit, { name: 'scoped' }, { caller: shopper, idempotencyKey: key });
    await runner.command(countHit, { name: 'scoped' }, { caller: { ...shopper, userId: 'another-user' }, idempotencyKey: key });
    await runner.command(countHit, { name: 'scoped' }, { caller: { service: 'order', roles: [] }, idempotencyKey: key });
    expect(await hitsOf('scoped')).toBe(3);
  });

  it('change state once for concurrent duplicates, which wait for the first and get its answer', async () => {
    let open!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const firstInside = new Promise<void>((resolve) => (entered = resolve));
    const held = defineCommand('HeldCount', async (context, request: { name: string }) => {
      const hits = await bump(context, request.name);
      entered();
      await gate;
      return { hits };
    });
    const call = { caller: shopper, idempotencyKey: 'key-concurrent-0001' };
    const first = runner.command(held, { name: 'concurrent' }, call);
    await firstInside;
    const duplicates = Array.from({ length: 4 }, () => runner.command(held, { name: 'concurrent' }, call));
    // The duplicates are blocked on the first call's uncommitted claim row.
    await eventually(async () => (await lockWaiters()) >= 4, 10_000, 'duplicates waiting on the claim');
    open();
    const answers = await Promise.all([first, ...duplicates]);
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ hits: 1 })));
    expect(await hitsOf('concurrent')).toBe(1);
  });

  it('store a domain error: a retry gets it again without running, and the refused writes are undone', async () => {
    const call = { caller: shopper, idempotencyKey: 'key-refused-0001' };
    const before = runs;
    const refusal = { code: 'FAILED_PRECONDITION', reason: 'tally_closed', params: { name: 'refused' } };
    await expect(runner.command(refuseAfterCounting, { name: 'refused' }, call)).rejects.toMatchObject(refusal);
    await expect(runner.command(refuseAfterCounting, { name: 'refused' }, call)).rejects.toMatchObject(refusal);
    expect(runs - before).toBe(1);
    expect(await hitsOf('refused:undone')).toBe(0);
  });

  it('keep what was written before keepOnRejection when the command is refused', async () => {
    await expect(runner.command(refuseAfterCounting, { name: 'kept' }, { caller: shopper, idempotencyKey: 'key-kept-0001' })).rejects.toBeInstanceOf(AppError);
    expect(await hitsOf('kept:kept')).toBe(1);
    expect(await hitsOf('kept:undone')).toBe(0);
  });

  it('roll the claim back with an unexpected failure, so a retry does the work', async () => {
    let fail = true;
    const flaky = defineCommand('Flaky', async (context, request: { name: string }) => {
      const hits = await bump(context, request.name);
      if (fail) throw new Error('connection reset');
      return hits;
    });
    const call = { caller: shopper, idempotencyKey: 'key-flaky-0001' };
    await expect(runner.command(flaky, { name: 'flaky' }, call)).rejects.toThrow('connection reset');
    fail = false;
    expect(await runner.command(flaky, { name: 'flaky' }, call)).toBe(1);
  });

  it('keep nothing of an UNAVAILABLE refusal, its key included, so a retry with the same key runs again', async () => {
    let down = true;
    const throughPeer = defineCommand('ThroughPeer', async (context, request: { name: string }) => {
      const hits = await bump(context, request.name);
      if (down) throw new AppError('UNAVAILABLE', 'peer_unavailable');
      return hits;
    });
    const call = { caller: shopper, idempotencyKey: 'key-unavailable-0001' };
    await expect(runner.command(throughPeer, { name: 'unavailable' }, call)).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'peer_unavailable' });
    expect(await hitsOf('unavailable')).toBe(0);
    down = false;
    expect(await runner.command(throughPeer, { name: 'unavailable' }, call)).toBe(1);
    expect(await runner.command(throughPeer, { name: 'unavailable' }, call)).toBe(1);
  });

  it('deliver after commit only, never on a replay or a refusal', async () => {
    const delivered: string[] = [];
    const notify = defineCommand('Notify', async (context, request: { name: string; refuse: boolean }) => {
      await bump(context, request.name);
      context.afterCommit(async () => {
        delivered.push(`${request.name}:${await hitsOf(request.name)}`);
      });
      if (request.refuse) throw new AppError('FAILED_PRECONDITION', 'tally_closed');
      return {};
    });
    await runner.command(notify, { name: 'notify', refuse: false }, { caller: shopper, idempotencyKey: 'key-notify-0001' });
    await runner.command(notify, { name: 'notify', refuse: false }, { caller: shopper, idempotencyKey: 'key-notify-0001' });
    await expect(runner.command(notify, { name: 'notify', refuse: true }, { caller: shopper, idempotencyKey: 'key-notify-0002' })).rejects.toBeInstanceOf(AppError);
    // The one delivery saw the committed write.
    expect(delivered).toEqual(['notify:1']);
  });

  it('may go without a key when it says why', async () => {
    const unkeyed = defineCommand('Unkeyed', async (context) => bump(context, 'unkeyed'), { withoutKeyBecause: 'its answer must not be stored' });
    await runner.command(unkeyed, {}, { caller: shopper, idempotencyKey: undefined });
    await runner.command(unkeyed, {}, { caller: shopper, idempotencyKey: undefined });
    expect(await hitsOf('unkeyed')).toBe(2);
  });
});

describe('a command run within other work', () => {
  /** A step that counts a hit and says who ran it, when; refused when asked. */
  const step = defineCommand('Step', async (context, request: { name: string; refuse: boolean }) => {
    const hits = await bump(context, request.name);
    if (request.refuse) throw new AppError('FAILED_PRECONDITION', 'tally_closed');
    return { hits, caller: context.caller, at: context.now };
  });

  it('runs in the enclosing command’s transaction and instant, as the service’s own call', async () => {
    const enclosing = defineCommand('Enclosing', async (context, request: { refuse: boolean }) => {
      await bump(context, 'enclosing');
      return runWithin('kit', context, step, { name: 'enclosed', refuse: request.refuse });
    });
    const call = { caller: shopper, idempotencyKey: 'key-within-0001' };
    expect(await runner.command(enclosing, { refuse: false }, call)).toEqual({ hits: 1, caller: { service: 'kit', roles: [] }, at: clockInstant });
    // The step's refusal is the enclosing command's: both writes undone, the refusal stored under its key.
    const refusing = { caller: shopper, idempotencyKey: 'key-within-0002' };
    await expect(runner.command(enclosing, { refuse: true }, refusing)).rejects.toMatchObject({ reason: 'tally_closed' });
    await expect(runner.command(enclosing, { refuse: true }, refusing)).rejects.toMatchObject({ reason: 'tally_closed' });
    expect([await hitsOf('enclosing'), await hitsOf('enclosed')]).toEqual([1, 1]);
  });

  it('runs in an event handler’s transaction, where nothing can be kept on rejection', async () => {
    const at = new Date('2026-11-25T08:00:00Z');
    const handled = await orm.em.fork().transactional((em) => runWithin('kit', { em, now: at, afterCommit: () => undefined }, step, { name: 'handled', refuse: false }));
    expect(handled).toEqual({ hits: 1, caller: { service: 'kit', roles: [] }, at });
    await expect(
      orm.em.fork().transactional((em) => runWithin('kit', { em, now: at, afterCommit: () => undefined }, refuseAfterCounting, { name: 'handled-refused' })),
    ).rejects.toThrow('RefuseAfterCounting keeps writes on rejection, which an event handler cannot');
    expect(await hitsOf('handled-refused:kept')).toBe(0);
  });
});

describe('queries', () => {
  it('run at the injected instant, each statement in its own transaction (no BEGIN/COMMIT round trips)', async () => {
    const read = defineQuery('ReadClock', async (context) => ({ now: context.now, caller: context.caller.service }));
    expect(await runner.query(read, {}, { caller: shopper })).toEqual({ now: clockInstant, caller: 'bff' });
    const transactionIds = defineQuery('TransactionIds', async ({ em }) => {
      const ids = [];
      for (let i = 0; i < 2; i++) ids.push((await em.execute<{ id: string }[]>('select txid_current() as id'))[0]!.id);
      return ids;
    });
    const [first, second] = await runner.query(transactionIds, {}, { caller: shopper });
    expect(second).not.toBe(first);
  });
});

async function lockWaiters(): Promise<number> {
  const rows = await orm.em
    .fork()
    .execute<{ waiting: string }[]>(`select count(*) as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
  return Number(rows[0]!.waiting);
}
