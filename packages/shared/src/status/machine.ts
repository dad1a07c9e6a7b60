/**
 * Status machines: for each stateful entity, its codes, the label and tone of each status, the moves allowed
 * between them, who may make each move and what holds it. The server applies moves with one helper
 * (apps/server/src/lib/transition.ts: a conditional UPDATE … WHERE status IN (from) … RETURNING) and derives each
 * detail's allowed actions from the same tables; the web renders every status badge from them (StatusBadge).
 * Plain data, no zod: safe in any web chunk.
 */

/** Who makes a move. `owner` is the row's owner (a lead's publisher, an application's applicant). */
export type Actor = 'owner' | 'negotiator' | 'businessFollower' | 'inspector' | 'operator' | 'system';

/**
 * A status's colour, one palette for both apps: waiting on someone (warning), in progress (processing), done
 * (success), ended badly (danger), ended or inert (default).
 */
export type Tone = 'default' | 'processing' | 'success' | 'warning' | 'danger';

/** Something outside the row's status that holds a move: an open dispute on the order (orders.open_dispute_id). */
export type Hold = 'dispute';

export interface Move<S extends number> {
  /** Statuses the move may start from. */
  readonly from: readonly S[];
  /** The status it ends in; omitted for a change that keeps the status (an edit). */
  readonly to?: S;
  /** Who may make it. */
  readonly by: readonly Actor[];
  /** The action's name as a button or a log line shows it. */
  readonly label: string;
  /** The holds under which the move is refused (transition() checks them in the same UPDATE). */
  readonly heldBy?: readonly Hold[];
}

export interface StatusMachine<S extends number, M extends string> {
  /** The entity, in messages and logs. */
  readonly entity: string;
  /** The statuses a row is created in (every other status is the `to` of some move). */
  readonly initial: readonly S[];
  readonly labels: Readonly<Record<S, string>>;
  readonly tones: Readonly<Record<S, Tone>>;
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

/** The tone of a status, 'default' for an unknown code. */
export function statusTone<S extends number>(machine: StatusMachine<S, string>, status: number): Tone {
  return (machine.tones as Record<number, Tone>)[status] ?? 'default';
}

/** The holds of `move` among those in force on the row (empty: not held). */
export function holdsOn<S extends number, M extends string>(machine: StatusMachine<S, M>, move: M, holds: readonly Hold[]): Hold[] {
  return (machine.moves[move].heldBy ?? []).filter((h) => holds.includes(h));
}

/** Whether `actor` may make `move` from `status` while `holds` are in force on the row. */
export function canMove<S extends number, M extends string>(machine: StatusMachine<S, M>, move: M, status: number, actor: Actor, holds: readonly Hold[] = []): boolean {
  const m = machine.moves[move];
  return (m.from as readonly number[]).includes(status) && m.by.includes(actor) && holdsOn(machine, move, holds).length === 0;
}
