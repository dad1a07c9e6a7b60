import { describe, expect, it } from 'vitest';
import { intentKeys, newIdempotencyKey } from './idempotency';

describe('idempotency keys (one per intent, kept across retries)', () => {
  it('a key the server accepts: 32 hex characters, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('the same body keeps its key until done; another body or a new intent gets a new one', () => {
    const keys = intentKeys();
    const first = keys.keyFor({ orderId: 7 });
    expect(keys.keyFor({ orderId: 7 })).toBe(first); // a retry (double click, timeout) of the same submit
    const edited = keys.keyFor({ orderId: 7, payerName: '王强' });
    expect(edited).not.toBe(first); // the form changed: another request
    keys.done();
    expect(keys.keyFor({ orderId: 7, payerName: '王强' })).not.toBe(edited); // went through: the next submit is new
  });

  it('the same fields in another order are the same intent', () => {
    const keys = intentKeys();
    expect(keys.keyFor({ amount: 100, priceUnit: 0 })).toBe(keys.keyFor({ priceUnit: 0, amount: 100 }));
  });
});
