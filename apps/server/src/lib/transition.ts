import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AuthMsg } from '@mts/shared/messages';
import type { Actor, StatusMachine } from '@mts/shared/status';
import { type ServiceContext, userOf } from './context.ts';
import { AppError } from './errors.ts';

/** A table with an integer id and a status column. */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

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
 * `UPDATE table SET status = move.to, …set WHERE id = ? AND status IN (move.from) [AND owner = me] [AND where] RETURNING *`.
 * Race-safe: of two concurrent moves from the same status only one matches the row. Runs on ctx.db, so inside
 * the caller's inTx when there is one, and publishes `<entity>.<move>` through ctx.events (after commit).
 * When no row comes back the refusal is explained: 404 missing, 403 not the owner, 409 wrong status.
 */
export async function transition<T extends StatusTable, M extends string>(ctx: ServiceContext, input: TransitionInput<T, M>): Promise<T['$inferSelect']> {
  const { machine, table, id, move, actor } = input;
  const m = machine.moves[move];
  if (!m.by.includes(actor)) throw new AppError(403, AuthMsg.forbidden);
  const me = actor === 'owner' || input.owner ? userOf(ctx).id : (ctx.user?.id ?? null);
  const where: SQL[] = [eq(table.id, id), inArray(table.status, [...m.from])];
  if (input.owner) where.push(eq(input.owner, me));
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
  const [row] = (await ctx.db
    .select({ status: table.status, ...(input.owner ? { owner: input.owner } : {}) })
    .from(table as PgTable)
    .where(eq(table.id, input.id))) as { status: number; owner?: unknown }[];
  if (!row) return new AppError(404, refusals.notFound);
  if (input.owner && row.owner !== me) return new AppError(403, refusals.notOwner ?? AuthMsg.forbidden);
  // The status does not allow the move (or changed between the UPDATE and this read): 409 either way.
  return new AppError(409, typeof refusals.wrongStatus === 'function' ? refusals.wrongStatus(row.status) : refusals.wrongStatus);
}
