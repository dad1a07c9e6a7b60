import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AuthMsg, DisputeMsg } from '@mts/shared/messages';
import type { Actor, Hold, StatusMachine } from '@mts/shared/status';
import { orders } from '../db/schema/index.ts';
import { type ServiceContext, userOf } from './context.ts';
import { AppError } from './errors.ts';

/** A table with an integer id and a status column. */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

/**
 * Where each hold of the machines' moves (Move.heldBy) lives: the row's column that is set while the hold is in
 * force (its key in the row, for reading it back), and the 409 a held move answers with.
 */
const HOLDS: Record<Hold, { table: StatusTable; column: AnyPgColumn; field: string; message: string }> = {
  dispute: { table: orders, column: orders.openDisputeId, field: 'openDisputeId', message: DisputeMsg.held },
};

function holdsOf<M extends string>(machine: StatusMachine<number, M>, move: M, table: StatusTable) {
  return (machine.moves[move].heldBy ?? []).map((h) => {
    const hold = HOLDS[h];
    // A machine whose move names a hold of another table is a programming error, not a refusal.
    if (hold.table !== table) throw new Error(`${machine.entity}.${move}: hold ${h} is not on this table`);
    return hold;
  });
}

/** The holds in force on a row of `table` (e.g. an order with an open dispute): for canMove() and the actions. */
export function holdsOn(table: StatusTable, row: Record<string, unknown>): Hold[] {
  return (Object.keys(HOLDS) as Hold[]).filter((h) => HOLDS[h].table === table && row[HOLDS[h].field] != null);
}

/** The condition that none of the move's holds is in force: a sweep picks only rows the move may take. */
export function notHeld<M extends string>(machine: StatusMachine<number, M>, move: M, table: StatusTable): SQL | undefined {
  return and(...holdsOf(machine, move, table).map((h) => isNull(h.column)));
}

/** The messages of a refused move, per machine (or per move). */
export interface Refusals {
  /** 404: no such row. */
  notFound: string;
  /** 403: the row belongs to someone else (moves made by the owner). Default: AuthMsg.forbidden. */
  notOwner?: string;
  /** 409: the row is in a status the move does not start from. */
  wrongStatus: string | ((status: number) => string);
}

export interface TransitionInput<T extends StatusTable, M extends string> {
  machine: StatusMachine<number, M>;
  table: T;
  id: number;
  move: M;
  /** Who makes the move; it must be one of the move's `by` (else 403 before anything is written). */
  actor: Actor;
  /** For actor `owner`: the owner column, which must equal ctx.user (401 when anonymous, 403 someone else's). */
  owner?: AnyPgColumn;
  /** Other columns written with the status (an edit's values, a reviewer, a timestamp): values or SQL. */
  set?: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };
  /** An extra condition of the UPDATE. */
  where?: SQL;
  refusals: Refusals;
}

/**
 * Applies one move of a status machine as one conditional statement:
 * `UPDATE table SET status = move.to, …set WHERE id = ? AND status IN (move.from) [AND owner = me] [AND not held]
 * [AND where] RETURNING *`. Race-safe: of two concurrent moves from the same status only one matches the row, and a
 * hold set meanwhile (a dispute opened) still wins. Runs on ctx.db, so inside the caller's inTx when there is one,
 * and publishes `<entity>.<move>` through ctx.events (after commit). When no row comes back the refusal is
 * explained: 404 missing, 403 not the owner, 409 held (the hold's message), 409 wrong status.
 */
export async function transition<T extends StatusTable, M extends string>(ctx: ServiceContext, input: TransitionInput<T, M>): Promise<T['$inferSelect']> {
  const { machine, table, id, move, actor } = input;
  const m = machine.moves[move];
  if (!m.by.includes(actor)) throw new AppError(403, AuthMsg.forbidden);
  const me = actor === 'owner' || input.owner ? userOf(ctx).id : (ctx.user?.id ?? null);
  const where: SQL[] = [eq(table.id, id), inArray(table.status, [...m.from])];
  if (input.owner) where.push(eq(input.owner, me));
  const held = notHeld(machine, move, table);
  if (held) where.push(held);
  if (input.where) where.push(input.where);
  const values = { ...input.set, ...(m.to === undefined ? {} : { status: m.to }) };
  const rows = (await ctx.db
    .update(table as PgTable)
    .set(values as never)
    .where(and(...where))
    .returning()) as T['$inferSelect'][];
  const row = rows[0];
  if (row) {
    // The updated row travels with the event (in process, after commit): subscribers read its owner or holder.
    ctx.events.publish({ type: `${machine.entity}.${move}`, id, userId: ctx.user?.id ?? null, status: (row as { status: number }).status, row });
    return row;
  }
  throw await refusal(ctx, input, me);
}

async function refusal<T extends StatusTable, M extends string>(ctx: ServiceContext, input: TransitionInput<T, M>, me: number | null): Promise<AppError> {
  const { table, refusals } = input;
  const holds = holdsOf(input.machine, input.move, table);
  const [row] = (await ctx.db
    .select({ status: table.status, ...(input.owner ? { owner: input.owner } : {}), ...Object.fromEntries(holds.map((h) => [h.field, h.column])) })
    .from(table as PgTable)
    .where(eq(table.id, input.id))) as ({ status: number; owner?: unknown } & Record<string, unknown>)[];
  if (!row) return new AppError(404, refusals.notFound);
  if (input.owner && row.owner !== me) return new AppError(403, refusals.notOwner ?? AuthMsg.forbidden);
  const hold = holds.find((h) => row[h.field] != null);
  if (hold) return new AppError(409, hold.message);
  // The status does not allow the move (or changed between the UPDATE and this read): 409 either way.
  return new AppError(409, typeof refusals.wrongStatus === 'function' ? refusals.wrongStatus(row.status) : refusals.wrongStatus);
}
