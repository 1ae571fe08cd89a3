import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import { dropSchema, testDatabaseUrl, uniqueSchema } from '@shop/test-kit';
import { nextCommandKey } from '../../src/context.js';
import {
  AppError,
  createWorkflowEngine,
  defineWorkflow,
  localStep,
  migrationList,
  onlyWhen,
  openDatabase,
  remoteStep,
  waitStep,
  type Caller,
  type CommandContext,
  type Orm,
  type StepProgress,
  type WorkflowEngine,
} from '../../src/index.js';
import { logger } from './messaging-fixture.js';

class CreateLedger extends Migration {
  override up(): void {
    this.addSql('create table ledger (entry text primary key, amount int not null)');
  }
}

const schema = uniqueSchema('kit_workflows');
const shopper: Caller = { service: 'bff', userId: '3f1c8a52-4d7e-4a43-9f4f-5b1f3e2a9c10', roles: [] };
const LEASE_MS = 60_000;
let orm: Orm;
let now = new Date('2026-11-24T10:00:00Z');
const clock = () => now;
const later = (ms: number) => (now = new Date(now.getTime() + ms));

/**
 * A remote service whose commands are idempotent by the key they carry, as ours are: it counts
 * calls and the effects that applied, and can be told to refuse or to be down.
 */
class RemoteHold {
  calls = 0;
  readonly applied = new Map<string, number>();
  readonly released = new Set<string>();
  refuse = false;
  down = false;

  async hold(entry: string, amount: number): Promise<string> {
    const key = nextCommandKey();
    this.calls += 1;
    if (this.down) throw new AppError('UNAVAILABLE', 'remote_down', 'the remote service is down');
    if (this.refuse) throw new AppError('FAILED_PRECONDITION', 'insufficient_stock', 'nothing left to hold');
    if (!this.applied.has(key)) this.applied.set(key, amount);
    return `${entry}@${key}`;
  }

  async release(holdKey: string | undefined): Promise<void> {
    if (this.down) throw new AppError('UNAVAILABLE', 'remote_down', 'the remote service is down');
    if (holdKey) this.released.add(holdKey);
  }
}

const remote = new RemoteHold();

async function write(context: CommandContext, entry: string, amount: number): Promise<void> {
  await context.em.execute('insert into ledger (entry, amount) values (?, ?)', [entry, amount]);
}
const ledger = async () => (await orm.em.fork().execute<{ entry: string; amount: number }[]>('select entry, amount from ledger order by entry')).map((row) => `${row.entry}=${row.amount}`);

interface Purchase {
  entry: string;
  amount: number;
  buyer?: string | undefined;
  hold?: string;
  placedAt?: Date;
}

/** Record, hold at the remote, hold again, confirm: each step with a compensation. */
const purchase = defineWorkflow('Purchase', {
  begin: (input: { entry: string; amount: number }, caller): Purchase => ({ ...input, buyer: caller.userId }),
  steps: [
    localStep<Purchase>(
      'record',
      async (context, state) => write(context, `${state.entry}:recorded`, state.amount),
      async (context, state) => void (await context.em.execute('delete from ledger where entry = ?', [`${state.entry}:recorded`])),
    ),
    remoteStep<Purchase>(
      'hold',
      async (state) => ({ hold: await remote.hold(state.entry, state.amount) }),
      async (state) => remote.release(state.hold),
    ),
    localStep<Purchase>('confirm', async (context, state) => {
      await write(context, `${state.entry}:confirmed`, state.amount);
      return { placedAt: context.now };
    }),
  ],
  finish: (state) => ({ hold: state.hold!, placedAt: state.placedAt! }),
  giveUpAfterMs: 10 * 60_000,
});

interface Approval {
  entry: string;
  amount: number;
  approved?: boolean;
  receivedBy?: string;
}

/** Record a request, wait for a person's decision; approved: pay, wait for the receipt, close; refused: undo the request. */
const approval = defineWorkflow('Approval', {
  begin: (input: { entry: string; amount: number }): Approval => input,
  steps: [
    localStep<Approval>(
      'request',
      async (context, state) => write(context, `${state.entry}:requested`, state.amount),
      async (context, state) => void (await context.em.execute('delete from ledger where entry = ?', [`${state.entry}:requested`])),
    ),
    waitStep<Approval, { approve: boolean }>('decision', (_, { approve }) => ({ approved: approve })),
    onlyWhen((state: Approval) => state.approved === false, localStep<Approval>('refuse', async (context, state) => write(context, `${state.entry}:refused`, -state.amount))),
    onlyWhen(
      (state: Approval) => state.approved === true,
      localStep<Approval>('pay', async (context, state) => {
        if (state.amount > 1_000) throw new AppError('FAILED_PRECONDITION', 'over_the_limit', 'too much to pay');
        await write(context, `${state.entry}:paid`, state.amount);
      }),
    ),
    onlyWhen((state: Approval) => state.approved === true, waitStep<Approval, { by: string }>('receipt', (_, { by }) => ({ receivedBy: by }))),
    onlyWhen((state: Approval) => state.approved === true, localStep<Approval>('close', async (context, state) => write(context, `${state.entry}:closed`, 0))),
  ],
  finish: (state) => ({ entry: state.entry, approved: state.approved ?? null }),
});

/** The same purchase, which only its caller takes forward once stopped (as a checkout). */
const callerPurchase = defineWorkflow('CallerPurchase', { ...purchase, giveUpAfterMs: 10 * 60_000, resumedBy: 'caller' });

/** The same, but once at its confirmation (money moved, say) only taken forward, by anyone. */
const committedPurchase = defineWorkflow('CommittedPurchase', { ...purchase, giveUpAfterMs: 10 * 60_000, resumedBy: 'caller', pointOfNoReturn: 'confirm' });

const engine = (onProgress?: (progress: StepProgress) => void): WorkflowEngine =>
  createWorkflowEngine(orm, { service: 'kit-test', workflows: [purchase, callerPurchase, committedPurchase, approval], logger, clock, leaseMs: LEASE_MS, onProgress });

const callWith = (key: string) => ({ caller: shopper, idempotencyKey: key });
const runOf = async (key: string): Promise<{ status: string; step: number; lease_token: string | null } | undefined> =>
  (await orm.em.fork().execute<{ status: string; step: number; lease_token: string | null }[]>(`select status, step, lease_token from workflow_run where key = ?`, [`bff/${shopper.userId}/${key}`]))[0];

beforeAll(async () => {
  orm = await openDatabase({ url: testDatabaseUrl(), schema, entities: [], migrations: migrationList(CreateLedger), logger });
});

afterAll(async () => {
  await orm.close(true);
  await dropSchema(testDatabaseUrl(), schema);
});

describe('a workflow run', () => {
  it('takes its steps in order and answers; a retry of the key gets the same answer without a step', async () => {
    const calls = remote.calls;
    const answer = await engine().run(purchase, { entry: 'a', amount: 5 }, callWith('key-run-0001'));
    expect(answer.hold).toBe('a@' + [...remote.applied.keys()].at(-1));
    expect(answer.placedAt).toEqual(now);
    expect(await engine().run(purchase, { entry: 'a', amount: 5 }, callWith('key-run-0001'))).toEqual(answer);
    expect(remote.calls - calls).toBe(1);
    expect(await ledger()).toEqual(expect.arrayContaining(['a:confirmed=5', 'a:recorded=5']));
    expect(await runOf('key-run-0001')).toEqual({ status: 'done', step: 2, lease_token: null });
  });

  it('refuses its key for a different request', async () => {
    await engine().run(purchase, { entry: 'b', amount: 1 }, callWith('key-run-0002'));
    await expect(engine().run(purchase, { entry: 'b', amount: 2 }, callWith('key-run-0002'))).rejects.toMatchObject({ reason: 'idempotency_key_reused' });
  });

  it('undoes the steps done, the refused one included, last first, when a step is refused; a retry gets the refusal', async () => {
    remote.refuse = true;
    try {
      await expect(engine().run(purchase, { entry: 'c', amount: 3 }, callWith('key-run-0003'))).rejects.toMatchObject({ reason: 'insufficient_stock' });
    } finally {
      remote.refuse = false;
    }
    expect((await ledger()).filter((line) => line.startsWith('c:'))).toEqual([]);
    await expect(engine().run(purchase, { entry: 'c', amount: 3 }, callWith('key-run-0003'))).rejects.toMatchObject({ reason: 'insufficient_stock' });
    expect(await runOf('key-run-0003')).toMatchObject({ status: 'failed', lease_token: null });
  });

  it('stays where a passing failure stopped it, and goes on from there when retried or resumed', async () => {
    remote.down = true;
    await expect(engine().run(purchase, { entry: 'd', amount: 4 }, callWith('key-run-0004'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await runOf('key-run-0004')).toEqual({ status: 'running', step: 1, lease_token: null });
    // Not due yet: the resumer waits for the retry time.
    expect(await engine().resumeDue(10)).toBe(0);
    remote.down = false;
    later(1_000);
    expect(await engine().resumeDue(10)).toBe(1);
    expect((await ledger()).filter((line) => line.startsWith('d:'))).toEqual(['d:confirmed=4', 'd:recorded=4']);
    expect(await runOf('key-run-0004')).toMatchObject({ status: 'done' });
  });

  it('gives up after its time and undoes what it did', async () => {
    remote.down = true;
    await expect(engine().run(purchase, { entry: 'e', amount: 6 }, callWith('key-run-0005'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    later(11 * 60_000);
    // Given up, but its hold cannot be undone while the remote is down: undoing is tried again.
    await engine().resumeDue(10);
    expect(await runOf('key-run-0005')).toMatchObject({ status: 'compensating', step: 1 });
    remote.down = false;
    later(60_000);
    expect(await engine().resumeDue(10)).toBe(1);
    expect((await ledger()).filter((line) => line.startsWith('e:'))).toEqual([]);
    await expect(engine().run(purchase, { entry: 'e', amount: 6 }, callWith('key-run-0005'))).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'gave_up' });
  });

  it('changes state once for concurrent duplicates, which get the first one’s answer', async () => {
    const calls = remote.calls;
    const answers = await Promise.all([1, 2, 3].map(() => engine().run(purchase, { entry: 'f', amount: 7 }, callWith('key-run-0006'))));
    expect(new Set(answers.map((answer) => answer.hold)).size).toBe(1);
    expect(remote.calls - calls).toBe(1);
    expect((await ledger()).filter((line) => line.startsWith('f:'))).toEqual(['f:confirmed=7', 'f:recorded=7']);
  });
});

describe('a run whose process dies', () => {
  // Every point a process can die at between two steps: after a step's effect, before and after its record.
  const points = ['record:recorded', 'hold:applied', 'hold:recorded'];

  it.each(points)('after %s is resumed by another process once the lease runs out, each effect applied once', async (point) => {
    const key = `key-die-${point.replace(':', '-')}`;
    const entry = `g-${point}`;
    const dying = engine((progress) => {
      if (`${progress.step}:${progress.phase}` === point) throw new Error('process killed');
    });
    await expect(dying.run(purchase, { entry, amount: 8 }, callWith(key))).rejects.toThrow('process killed');
    const heldBefore = remote.applied.size;
    // Another process: nothing is due until the dead one's lease or retry time is over.
    later(LEASE_MS);
    expect(await engine().resumeDue(10)).toBe(1);
    expect((await ledger()).filter((line) => line.startsWith(`${entry}:`))).toEqual([`${entry}:confirmed=8`, `${entry}:recorded=8`]);
    // The hold's command carried the same key on both attempts: one hold at most, whatever the point.
    expect(remote.applied.size - heldBefore).toBe(point === 'record:recorded' ? 1 : 0);
    const answer = await engine().run(purchase, { entry, amount: 8 }, callWith(key));
    expect(remote.applied.has(answer.hold.slice(entry.length + 1))).toBe(true);
  });
});

describe('a run only its caller takes forward', () => {
  it('is left to the caller’s retry until its time to give up, then undone by the resumer', async () => {
    const dying = engine((progress) => {
      if (progress.step === 'hold' && progress.phase === 'recorded') throw new Error('process killed');
    });
    await expect(dying.run(callerPurchase, { entry: 'i', amount: 2 }, callWith('key-caller-0001'))).rejects.toThrow('process killed');
    await expect(dying.run(callerPurchase, { entry: 'j', amount: 3 }, callWith('key-caller-0002'))).rejects.toThrow('process killed');
    later(LEASE_MS);
    expect(await engine().resumeDue(10)).toBe(2);
    expect((await ledger()).filter((line) => /^[ij]:/.test(line))).toEqual(['i:recorded=2', 'j:recorded=3']);
    // The caller of one comes back with its key: taken forward from where it stopped.
    expect((await engine().run(callerPurchase, { entry: 'i', amount: 2 }, callWith('key-caller-0001'))).placedAt).toEqual(now);
    later(10 * 60_000);
    expect(await engine().resumeDue(10)).toBe(1);
    expect((await ledger()).filter((line) => /^[ij]:/.test(line))).toEqual(['i:confirmed=2', 'i:recorded=2']);
    expect([...remote.released].some((hold) => hold.startsWith('j@'))).toBe(true);
  });
});

describe('a run past its point of no return', () => {
  it('is taken forward by the resumer, whoever started it, and never given up', async () => {
    const dying = engine((progress) => {
      if (progress.step === 'hold' && progress.phase === 'recorded') throw new Error('process killed');
    });
    await expect(dying.run(committedPurchase, { entry: 'k', amount: 4 }, callWith('key-committed-0001'))).rejects.toThrow('process killed');
    expect(await runOf('key-committed-0001')).toMatchObject({ status: 'running', step: 2 });
    later(11 * 60_000);
    expect(await engine().resumeDue(10)).toBe(1);
    expect((await ledger()).filter((line) => line.startsWith('k:'))).toEqual(['k:confirmed=4', 'k:recorded=4']);
    expect(await runOf('key-committed-0001')).toMatchObject({ status: 'done' });
  });

  it('must name one of its steps', () => {
    expect(() => defineWorkflow('Nowhere', { ...purchase, pointOfNoReturn: 'nowhere' })).toThrow('no step nowhere');
  });
});

describe('a run started within other work', () => {
  const startIn = async (key: string, commit: boolean, driver: WorkflowEngine) => {
    const deliveries: (() => Promise<void>)[] = [];
    await orm.em
      .fork()
      .transactional(async (em) => {
        await driver.startWithin({ em, now, afterCommit: (effect) => deliveries.push(effect) }, purchase, key, { entry: key, amount: 9 });
        await driver.startWithin({ em, now, afterCommit: () => undefined }, purchase, key, { entry: key, amount: 9 });
        if (!commit) throw new Error('the enclosing work fails');
      })
      .catch(() => undefined);
    if (commit) for (const deliver of deliveries) await deliver();
  };

  it('exists only if the work commits, and is driven right after the commit, once', async () => {
    const driver = engine();
    await startIn('h-rolled-back', false, driver);
    await startIn('h-committed', true, driver);
    expect((await ledger()).filter((line) => line.startsWith('h-'))).toEqual(['h-committed:confirmed=9', 'h-committed:recorded=9']);
    expect(await orm.em.fork().execute(`select key, caller from workflow_run where key like 'h-%'`)).toEqual([{ key: 'h-committed', caller: { service: 'kit-test', roles: [] } }]);
  });
});

describe('a run with a wait step', () => {
  const entries = async (prefix: string) => (await ledger()).filter((line) => line.startsWith(`${prefix}:`));
  const runIdOf = async (key: string) => (await orm.em.fork().execute<{ id: string }[]>(`select id from workflow_run where key = ?`, [`bff/${shopper.userId}/${key}`]))[0]!.id;
  /** Signals the run inside a transaction, as a command or an event handler would; answers whether it moved the run. */
  const signalIn = async (driver: WorkflowEngine, run: string | { runId: string }, signal: string, payload: unknown, commit = true) => {
    const deliveries: (() => Promise<void>)[] = [];
    let moved = false;
    await orm.em
      .fork()
      .transactional(async (em) => {
        moved = await driver.signalWithin({ em, now, afterCommit: (effect) => deliveries.push(effect) }, approval, run, signal, payload);
        if (!commit) throw new Error('the enclosing work fails');
      })
      .catch(() => undefined);
    if (commit) for (const deliver of deliveries) await deliver();
    return moved;
  };

  it('answers its caller at the first pause and waits, unleased and not due, until its signal', async () => {
    const answer = await engine().run(approval, { entry: 'w1', amount: 10 }, callWith('key-wait-0001'));
    expect(answer).toEqual({ entry: 'w1', approved: null });
    expect(await runOf('key-wait-0001')).toEqual({ status: 'waiting', step: 1, lease_token: null });
    later(LEASE_MS * 10);
    await engine().resumeDue(10);
    expect(await runOf('key-wait-0001')).toEqual({ status: 'waiting', step: 1, lease_token: null });
    // A retry of the key gets the answer given, without a step.
    expect(await engine().run(approval, { entry: 'w1', amount: 10 }, callWith('key-wait-0001'))).toEqual(answer);
    expect(await entries('w1')).toEqual(['w1:requested=10']);
  });

  it('moves on once for its signal, only if the signalling work commits; a repeat or a signal for another step changes nothing', async () => {
    await engine().run(approval, { entry: 'w2', amount: 20 }, callWith('key-wait-0002'));
    const run = { runId: await runIdOf('key-wait-0002') };
    expect(await signalIn(engine(), run, 'decision', { approve: true }, false)).toBe(true);
    expect(await runOf('key-wait-0002')).toMatchObject({ status: 'waiting', step: 1 });
    // The receipt is not what it waits for yet.
    expect(await signalIn(engine(), run, 'receipt', { by: 'early' })).toBe(false);
    expect(await signalIn(engine(), run, 'decision', { approve: true })).toBe(true);
    expect(await entries('w2')).toEqual(['w2:paid=20', 'w2:requested=20']);
    expect(await runOf('key-wait-0002')).toEqual({ status: 'waiting', step: 4, lease_token: null });
    expect(await engine().standing(orm.em.fork(), approval, run)).toEqual({ status: 'waiting', step: 'receipt' });
    expect(await engine().standing(orm.em.fork(), approval, { runId: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
    expect(await signalIn(engine(), run, 'decision', { approve: false })).toBe(false);
    expect(await signalIn(engine(), run, 'receipt', { by: 'shopper' })).toBe(true);
    expect(await signalIn(engine(), run, 'receipt', { by: 'again' })).toBe(false);
    expect(await entries('w2')).toEqual(['w2:closed=0', 'w2:paid=20', 'w2:requested=20']);
    expect(await runOf('key-wait-0002')).toEqual({ status: 'done', step: 5, lease_token: null });
    // The caller's answer stays the one given at the first pause.
    expect(await engine().run(approval, { entry: 'w2', amount: 20 }, callWith('key-wait-0002'))).toEqual({ entry: 'w2', approved: null });
    await expect(engine().signalWithin({ em: orm.em.fork(), now, afterCommit: () => undefined }, approval, run, 'nothing', {})).rejects.toThrow('no wait step nothing');
  });

  it('passes the steps whose condition does not hold: a refusal ends after its own step', async () => {
    const deliveries: (() => Promise<void>)[] = [];
    await orm.em.fork().transactional(async (em) => engine().startWithin({ em, now, afterCommit: (effect) => deliveries.push(effect) }, approval, 'w3', { entry: 'w3', amount: 30 }));
    for (const deliver of deliveries) await deliver();
    expect(await signalIn(engine(), 'w3', 'decision', { approve: false })).toBe(true);
    expect(await entries('w3')).toEqual(['w3:refused=-30', 'w3:requested=30']);
    expect(await orm.em.fork().execute(`select status, step from workflow_run where key = 'w3'`)).toEqual([{ status: 'done', step: 5 }]);
    expect(await signalIn(engine(), 'w3', 'receipt', { by: 'late' })).toBe(false);
  });

  it('keeps the answer it gave when a step after the pause is refused, and undoes the steps done', async () => {
    const answer = await engine().run(approval, { entry: 'w5', amount: 5_000 }, callWith('key-wait-0005'));
    expect(await signalIn(engine(), { runId: await runIdOf('key-wait-0005') }, 'decision', { approve: true })).toBe(true);
    expect(await entries('w5')).toEqual([]);
    const [run] = await orm.em.fork().execute<{ status: string; last_error: string }[]>(`select status, last_error from workflow_run where key = ?`, [`bff/${shopper.userId}/key-wait-0005`]);
    expect(run).toEqual({ status: 'failed', last_error: 'over_the_limit: too much to pay' });
    expect(await engine().run(approval, { entry: 'w5', amount: 5_000 }, callWith('key-wait-0005'))).toEqual(answer);
  });

  it('is resumed when its process dies after the signal’s commit, before driving it', async () => {
    await engine().run(approval, { entry: 'w4', amount: 40 }, callWith('key-wait-0004'));
    const dying = engine((progress) => {
      if (progress.step === 'decision' && progress.phase === 'recorded') throw new Error('process killed');
    });
    expect(await signalIn(dying, { runId: await runIdOf('key-wait-0004') }, 'decision', { approve: true })).toBe(true);
    expect(await entries('w4')).toEqual(['w4:requested=40']);
    expect(await runOf('key-wait-0004')).toEqual({ status: 'running', step: 3, lease_token: null });
    expect(await engine().resumeDue(10)).toBe(1);
    expect(await entries('w4')).toEqual(['w4:paid=40', 'w4:requested=40']);
    expect(await runOf('key-wait-0004')).toMatchObject({ status: 'waiting', step: 4 });
  });
});
