/**
 * Status machines: for each stateful entity, its codes, labels, the moves allowed between them and who may
 * make each move. The server applies moves with one helper (apps/server/src/lib/transition.ts: a conditional
 * UPDATE … WHERE status IN (from) … RETURNING); the web reads the same tables to decide which buttons to show.
 * Plain data, no zod: safe in any web chunk.
 */

/** Who makes a move. `owner` is the row's owner (a lead's publisher, an application's applicant). */
export type Actor = 'owner' | 'negotiator' | 'businessFollower' | 'inspector' | 'operator' | 'system';

export interface Move<S extends number> {
  /** Statuses the move may start from. */
  readonly from: readonly S[];
  /** The status it ends in; omitted for a change that keeps the status (an edit). */
  readonly to?: S;
  /** Who may make it. */
  readonly by: readonly Actor[];
  /** The action's name as a button or a log line shows it. */
  readonly label: string;
}

export interface StatusMachine<S extends number, M extends string> {
  /** The entity, in messages and logs. */
  readonly entity: string;
  readonly labels: Readonly<Record<S, string>>;
  readonly moves: Readonly<Record<M, Move<S>>>;
}

/** Declares a machine; the generic parameters are inferred from the literal. */
export function defineMachine<S extends number, M extends string>(machine: StatusMachine<S, M>): StatusMachine<S, M> {
  return machine;
}

/** The label of a status, '' for an unknown code. */
export function statusLabel<S extends number>(machine: StatusMachine<S, string>, status: number): string {
  return (machine.labels as Record<number, string>)[status] ?? '';
}

/** Whether `actor` may make `move` from `status`. */
export function canMove<S extends number, M extends string>(machine: StatusMachine<S, M>, move: M, status: number, actor: Actor): boolean {
  const m = machine.moves[move];
  return (m.from as readonly number[]).includes(status) && m.by.includes(actor);
}

/** The moves `actor` may make from `status`, in the table's order (the buttons to show). */
export function movesFrom<S extends number, M extends string>(machine: StatusMachine<S, M>, status: number, actor: Actor): M[] {
  return (Object.keys(machine.moves) as M[]).filter((move) => canMove(machine, move, status, actor));
}
