import { MoneyLimits } from '@mts/shared/constants';

/**
 * Idempotency keys for money POSTs (docs/api.md, "Idempotency"): one key per user intent. Submitting the same
 * body again (a double click, a retry after a timeout or a lost reply) sends the same key, so the server answers
 * with the first result and moves nothing twice; a changed body is a new intent with a new key; once a submit
 * succeeded the next one is a new intent too (two deposits of the same amount are two deposits).
 */
export type Intent = {
  /** The key for this body: the pending intent's when the body is the same, else a new one. */
  keyFor: (body: object) => string;
  /** The submit succeeded: the next submit is a new intent. */
  settle: () => void;
};

/** 32 hex characters from the platform's random source (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return key.slice(0, MoneyLimits.idempotencyKeyMax);
}

/** The body as text with its keys sorted, so {a, b} and {b, a} are one intent. */
const fingerprint = (body: object) =>
  JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

export function createIntent(makeKey: () => string = newIdempotencyKey): Intent {
  let pending: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = fingerprint(body);
      if (!pending || pending.body !== text) pending = { body: text, key: makeKey() };
      return pending.key;
    },
    settle() {
      pending = null;
    },
  };
}
