/**
 * Query timing (issue 27): each driver reports every statement it runs with its duration, by the statement's
 * *name*, never its text or parameters: the verb and the first table (`select goods`, `insert into orders`,
 * `update wallet_accounts`). The metrics plugin turns the reports into a histogram and the slow-query log.
 */
export type QueryListener = (statement: string, seconds: number) => void;

const RELATION = /\b(from|into|update|join|table|exists)\s+("?[\w.]+"?(?:\."?\w+"?)?)/i;

/** `select goods` / `insert into orders` / `begin` / `other`: a low-cardinality name for a statement. */
export function statementName(text: string): string {
  const t = text.trimStart();
  const verb = /^(\w+)/.exec(t)?.[1]?.toLowerCase() ?? 'other';
  if (verb === 'with') {
    // with x as (...) select/insert/update …: name it by the statement the CTE feeds, on the first table.
    const rel = RELATION.exec(t);
    return rel ? `with ${rel[2]!.replaceAll('"', '')}` : 'with';
  }
  if (!['select', 'insert', 'update', 'delete'].includes(verb)) return verb.length <= 12 ? verb : 'other';
  const re = verb === 'insert' ? /\binto\s+("?[\w.]+"?)/i : verb === 'update' ? /^update\s+("?[\w.]+"?)/i : /\bfrom\s+("?[\w.]+"?)/i;
  const table = re.exec(t)?.[1]?.replaceAll('"', '');
  return table ? `${verb === 'insert' ? 'insert into' : verb} ${table}` : verb;
}

/** The listeners of one database handle. */
export class QueryObservers {
  private readonly listeners = new Set<QueryListener>();
  add(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  get active(): boolean {
    return this.listeners.size > 0;
  }
  emit(text: string, startedMs: number): void {
    if (!this.listeners.size) return;
    const seconds = (performance.now() - startedMs) / 1000;
    const name = statementName(text);
    for (const l of this.listeners) l(name, seconds);
  }
}

type QueryFn = (...args: unknown[]) => unknown;
const textOf = (arg: unknown): string => (typeof arg === 'string' ? arg : typeof (arg as { text?: unknown })?.text === 'string' ? (arg as { text: string }).text : '');

/**
 * Wraps `target[method]` (node-postgres Client#query, PGlite#query/exec) so each call reports its duration: the
 * promise form and node-postgres's callback form (Pool#query passes a callback).
 */
export function observeMethod(target: object, method: string, observers: QueryObservers): void {
  const t = target as Record<string, QueryFn>;
  const orig = t[method]!.bind(target);
  t[method] = (...args: unknown[]) => {
    if (!observers.active) return orig(...args);
    const started = performance.now();
    const text = textOf(args[0]);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        observers.emit(text, started);
        return (last as QueryFn)(...cbArgs);
      };
      return orig(...args);
    }
    const r = orig(...args);
    if (r && typeof (r as Promise<unknown>).then === 'function') {
      (r as Promise<unknown>).then(
        () => observers.emit(text, started),
        () => observers.emit(text, started),
      );
    }
    return r;
  };
}
