import type { EntityManager } from '@mikro-orm/postgresql';
import { fundReasons, RETURNED_MEMO, type FundRecordType } from '@shop/contracts';
import { AppError, type Cursor } from '@shop/service-kit';
import { sql, type Selectable } from 'kysely';
import type { InstantRange } from '../domain/jakarta-dates.js';
import { applyLines, emptyBalances, ledgerLines, type Movement, type Operation, type UserAccountKind, type UserBalances } from '../domain/ledger.js';
import { walletFigures, type WalletFigures } from '../domain/wallet.js';
import type { FundDb } from './entities.js';

/** A fund record: a line on a user's available account, with what its journal says. */
export interface FundRecordRow {
  id: number;
  type: FundRecordType;
  amount: number;
  balanceAfter: number;
  reference: string;
  memo: string;
  createdAt: Date;
}

/** What a posting did: its journal, the user's record (none for a take, which leaves available alone) and the wallet after it. */
export interface Posted {
  journalId: number;
  record: FundRecordRow | undefined;
  wallet: UserWallet;
}

/** A user's wallet figures, with whose they are. */
export interface UserWallet extends WalletFigures {
  userId: string;
}

/** A journal as it is written: everything that makes a repeat of its reference "the same posting". */
export interface NewJournal {
  reference: string;
  operation: Operation;
  recordType: FundRecordType;
  userId: string;
  amount: number;
  memo: string;
  holdId: number | null;
}

export interface JournalRow extends NewJournal {
  id: number;
  createdAt: Date;
}

interface LockedAccount {
  id: number;
  kind: UserAccountKind;
  balance: number;
  profitRecords: number;
  goodsCost: number;
  lastPostedAt: Date | null;
}

const db = (em: EntityManager) => em.getKysely<FundDb>();

const journalColumns = ['id', 'reference', 'operation', 'record_type', 'user_id', 'amount', 'memo', 'hold_id', 'created_at'] as const;

function toJournal(row: Pick<Selectable<FundDb['journal']>, (typeof journalColumns)[number]>): JournalRow {
  return {
    id: Number(row.id),
    reference: row.reference,
    operation: row.operation as Operation,
    recordType: row.record_type as FundRecordType,
    userId: row.user_id,
    amount: Number(row.amount),
    memo: row.memo,
    holdId: row.hold_id === null || row.hold_id === undefined ? null : Number(row.hold_id),
    createdAt: new Date(row.created_at),
  };
}

export async function findJournal(em: EntityManager, by: { reference: string } | { id: number }): Promise<JournalRow | undefined> {
  const query = db(em).selectFrom('journal').select(journalColumns);
  const row = await ('id' in by ? query.where('id', '=', by.id) : query.where('reference', '=', by.reference)).executeTakeFirst();
  return row && toJournal(row);
}

/**
 * Applies one posting on a user's wallet, once per reference. The journal goes in first: its
 * unique reference makes a concurrent duplicate wait here until the first commits, then answer
 * the first posting (same values) or reference_conflict (other values); a release or take of a
 * hold that another journal settled meanwhile finds hold_not_found. Then the user's accounts are
 * locked in id order, the movement checked against their balances (insufficient_balance changes
 * nothing: the command rolls back to before the journal), and the lines and balances written.
 */
export async function postJournal(em: EntityManager, journal: NewJournal, movement: Movement, now: Date): Promise<Posted> {
  const inserted = await db(em)
    .insertInto('journal')
    .values({
      reference: journal.reference,
      operation: journal.operation,
      record_type: journal.recordType,
      user_id: journal.userId,
      amount: journal.amount,
      memo: journal.memo,
      hold_id: journal.holdId,
      created_at: now,
    })
    // No conflict target: a taken reference, or a hold already settled (journal_hold_settled_once_idx).
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return answerRepeat(em, journal);

  const accounts = await lockUserAccounts(em, journal.userId);
  const before = balancesOf(accounts);
  const lines = ledgerLines(movement);
  const after = applyLines(before, lines, movement.type);
  if (typeof after === 'string') throw new AppError('FAILED_PRECONDITION', after);

  const touched = accounts.filter((account) => lines.some((line) => line.account === account.kind));
  // Never before the account's latest line, so a user's records read in time order are in the order they were applied.
  const at = new Date(Math.max(now.getTime(), ...touched.map((account) => account.lastPostedAt?.getTime() ?? 0)));
  const balanceAfter = (kind: UserAccountKind) => (kind === 'available' ? after.available : after.held);
  const accountOf = (kind: string) => accounts.find((account) => account.kind === kind);
  const written = await db(em)
    .insertInto('entry_line')
    .values(
      lines.map((line) => {
        const own = accountOf(line.account);
        return {
          journal_id: inserted.id,
          // The platform's account of that kind, looked up in the same statement.
          account_id: own ? own.id : sql<number>`(select id from account where owner_id is null and kind = ${line.account})`,
          amount: line.amount,
          balance_after: own ? balanceAfter(own.kind) : null,
          created_at: at,
        };
      }),
    )
    .returning(['id', 'account_id'])
    .execute();
  for (const account of touched) {
    await db(em)
      .updateTable('account')
      .set({
        balance: balanceAfter(account.kind),
        last_posted_at: at,
        ...(account.kind === 'available' ? { profit_records: after.profitRecords, goods_cost: after.goodsCost } : {}),
      })
      .where('id', '=', account.id)
      .execute();
  }
  const available = accountOf('available')!;
  const recordLine = written.find((line) => Number(line.account_id) === available.id);
  const record = recordLine && {
    id: Number(recordLine.id),
    type: journal.recordType,
    amount: lines.find((line) => line.account === 'available')!.amount,
    balanceAfter: after.available,
    reference: journal.reference,
    memo: journal.memo,
    createdAt: at,
  };
  return { journalId: inserted.id, record, wallet: { userId: journal.userId, ...walletFigures(after) } };
}

/** Moves a hold back to the available balance, whole, under `reference`; the record shows the hold's type. */
export function releaseHold(em: EntityManager, hold: JournalRow, reference: string, now: Date): Promise<Posted> {
  const { recordType, userId, amount } = hold;
  return postJournal(em, { reference, operation: 'release', recordType, userId, amount, memo: RETURNED_MEMO, holdId: hold.id }, { operation: 'release', type: recordType, amount }, now);
}

/** Takes a paid-out withdrawal's hold: the net amount to payout clearing, the fee to revenue. */
export function takeHold(em: EntityManager, hold: JournalRow, fee: number, reference: string, now: Date): Promise<Posted> {
  const { recordType, userId, amount } = hold;
  return postJournal(em, { reference, operation: 'take', recordType, userId, amount, memo: '', holdId: hold.id }, { operation: 'take', type: recordType, amount, fee }, now);
}

/** A journal's reference already taken: the same posting answers as the first did, another is a conflict. */
async function answerRepeat(em: EntityManager, journal: NewJournal): Promise<Posted> {
  const first = await findJournal(em, { reference: journal.reference });
  if (!first) throw new AppError('NOT_FOUND', fundReasons.holdNotFound, 'the hold was settled by another posting');
  const same =
    first.operation === journal.operation &&
    first.recordType === journal.recordType &&
    first.userId === journal.userId &&
    first.amount === journal.amount &&
    first.memo === journal.memo &&
    first.holdId === journal.holdId;
  if (!same) throw new AppError('ALREADY_EXISTS', fundReasons.referenceConflict, `reference ${journal.reference} was posted with other values`);
  const [record] = await findRecords(em, { userId: first.userId, journalId: first.id, limit: 1 });
  return { journalId: first.id, record, wallet: await walletOf(em, first.userId) };
}

/** The user's accounts, locked for the transaction in a fixed (id) order; opened at the first posting. */
async function lockUserAccounts(em: EntityManager, userId: string): Promise<LockedAccount[]> {
  const select = () =>
    db(em)
      .selectFrom('account')
      .select(['id', 'kind', 'balance', 'profit_records', 'goods_cost', 'last_posted_at'])
      .where('owner_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
  let rows = await select();
  if (rows.length < 2) {
    await db(em)
      .insertInto('account')
      .values([
        { owner_id: userId, kind: 'available', balance: 0 },
        { owner_id: userId, kind: 'held', balance: 0 },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    rows = await select();
  }
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as UserAccountKind,
    balance: Number(row.balance),
    profitRecords: Number(row.profit_records),
    goodsCost: Number(row.goods_cost),
    lastPostedAt: row.last_posted_at ? new Date(row.last_posted_at) : null,
  }));
}

function balancesOf(accounts: readonly Pick<LockedAccount, 'kind' | 'balance' | 'profitRecords' | 'goodsCost'>[]): UserBalances {
  const available = accounts.find((account) => account.kind === 'available');
  const held = accounts.find((account) => account.kind === 'held');
  if (!available) return emptyBalances;
  return { available: available.balance, held: held?.balance ?? 0, profitRecords: available.profitRecords, goodsCost: available.goodsCost };
}

/** A user's wallet as it is now, in one statement (zeros before the first posting). */
export async function walletOf(em: EntityManager, userId: string): Promise<UserWallet> {
  const rows = await db(em).selectFrom('account').select(['kind', 'balance', 'profit_records', 'goods_cost']).where('owner_id', '=', userId).execute();
  const accounts = rows.map((row) => ({
    kind: row.kind as UserAccountKind,
    balance: Number(row.balance),
    profitRecords: Number(row.profit_records),
    goodsCost: Number(row.goods_cost),
  }));
  return { userId, ...walletFigures(balancesOf(accounts)) };
}

export interface RecordQuery {
  userId: string;
  type?: FundRecordType;
  range?: InstantRange;
  /** Only the record of this journal. */
  journalId?: number;
  /** Only the record of the journal with this reference. */
  reference?: string;
  after?: Cursor<Date, number>;
  limit: number;
}

/** A user's fund records, newest first (ties by id), strictly after the cursor's record. */
export async function findRecords(em: EntityManager, query: RecordQuery): Promise<FundRecordRow[]> {
  const { range, after } = query;
  const rows = await db(em)
    .selectFrom('entry_line as l')
    .innerJoin('journal as j', 'j.id', 'l.journal_id')
    .innerJoin('account as a', 'a.id', 'l.account_id')
    .select(['l.id', 'l.amount', 'l.balance_after', 'l.created_at', 'j.record_type', 'j.reference', 'j.memo'])
    .where('a.owner_id', '=', query.userId)
    .where('a.kind', '=', 'available')
    .$if(query.type !== undefined, (q) => q.where('j.record_type', '=', query.type!))
    .$if(query.journalId !== undefined, (q) => q.where('l.journal_id', '=', query.journalId!))
    .$if(query.reference !== undefined, (q) => q.where('j.reference', '=', query.reference!))
    .$if(range?.from !== undefined, (q) => q.where('l.created_at', '>=', range!.from!))
    .$if(range?.before !== undefined, (q) => q.where('l.created_at', '<', range!.before!))
    .$if(after !== undefined, (q) => q.where((eb) => eb(eb.refTuple('l.created_at', 'l.id'), '<', eb.tuple(after!.value, after!.id))))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.record_type as FundRecordType,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference: row.reference,
    memo: row.memo,
    createdAt: new Date(row.created_at),
  }));
}
