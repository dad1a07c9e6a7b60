import { useRef } from 'react';

/**
 * Idempotency keys for the money POSTs (issue 11: pay, record a transfer, confirm receipt…). The server returns the
 * first reply for a key it has seen and moves nothing again, so a key stands for one intent of the user: made when he
 * first submits, kept while he retries the same submit (a double click, a timeout, 重试), dropped once it went through.
 */

/** 32 hex characters from the browser's random source (works outside a secure context, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per intent: `keyFor(body)` returns the same key for the same body until `done()`; another body (the user
 * changed the form after a failure) is another intent and gets a new key, since the server refuses a seen key with a
 * different body.
 */
/** The body as text with its top-level keys sorted, so {a, b} and {b, a} are one intent. */
const fingerprint = (body: object) => JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

export function intentKeys() {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: object): string {
      const text = fingerprint(body);
      if (!current || current.body !== text) current = { body: text, key: newIdempotencyKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

/** `intentKeys()` kept for the life of a component (a page's pay button, a form). */
export function useIdempotencyKey() {
  const ref = useRef<ReturnType<typeof intentKeys> | null>(null);
  ref.current ??= intentKeys();
  return ref.current;
}
