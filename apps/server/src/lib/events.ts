/**
 * Domain events: what happened, published after the transaction that made it happen has committed.
 * In process today (an emitter); realtime pushes and a Redis fan-out subscribe here later.
 */
export interface DomainEvent {
  /** `<entity>.<move>`, e.g. `lead.withdraw`, `shopApply.approve`. */
  type: string;
  /** The row the event is about. */
  id: number;
  /** The acting user, null for the system. */
  userId: number | null;
  [key: string]: unknown;
}

export interface EventBus {
  publish(event: DomainEvent): void;
}

export type EventHandler = (event: DomainEvent) => void | Promise<void>;

/** Delivers each event to its subscribers; a failing subscriber is reported, never thrown back at the writer. */
export class InProcessEventBus implements EventBus {
  private handlers = new Set<EventHandler>();
  constructor(private onError: (err: unknown, event: DomainEvent) => void = () => {}) {}

  /** Subscribes to every event; returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  publish(event: DomainEvent): void {
    for (const handler of this.handlers) {
      try {
        Promise.resolve(handler(event)).catch((err: unknown) => this.onError(err, event));
      } catch (err) {
        this.onError(err, event);
      }
    }
  }
}

/** Holds the events of a transaction: flushed to the real bus after commit, dropped on rollback. */
export class BufferedEvents implements EventBus {
  /** The events so far (the message outbox reads them before the commit). */
  readonly pending: DomainEvent[] = [];
  publish(event: DomainEvent): void {
    this.pending.push(event);
  }
  flushTo(bus: EventBus): void {
    for (const event of this.pending.splice(0)) bus.publish(event);
  }
}
