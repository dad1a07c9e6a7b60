/**
 * The quantity stepper's rules (spec section 5), for the cart lines and the buy and quote forms of both apps.
 * `min` is 1 in the cart (the server enforces 1 … available there) and the MOQ on /buy; `max` is what is available.
 */
export type StepperBounds = { min?: number; max?: number };

/** − does nothing at the minimum (1, or the MOQ) or below. */
export function stepDown(value: number, { min = 1 }: StepperBounds = {}): number {
  const floor = Math.max(1, min);
  return value <= floor ? value : value - 1;
}

/** + does nothing at the maximum (what is available) or above. */
export function stepUp(value: number, { max }: StepperBounds = {}): number {
  return max !== undefined && value >= max ? value : value + 1;
}

/**
 * A typed value: whole digits and at least 1 (and at least the minimum), else the field reverts to the previous
 * value; a value above the maximum is brought down to it.
 */
export function typedQuantity(text: string, previous: number, { min = 1, max }: StepperBounds = {}): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return previous;
  const n = Number(trimmed);
  if (!Number.isSafeInteger(n) || n < Math.max(1, min)) return previous;
  return max !== undefined && n > max ? Math.max(max, Math.max(1, min)) : n;
}

/** The starting quantity: the MOQ (at least 1), capped at what is available (never below 1). */
export const startQuantity = (moq: number, available: number) => Math.max(1, Math.min(Math.max(1, moq), available));
