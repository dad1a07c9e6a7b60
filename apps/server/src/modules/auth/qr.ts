import { randomBytes } from 'node:crypto';
import { AuthLimits, type QrState } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import { badRequest } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/store.ts';

/**
 * A desktop QR login ticket. waiting → scanned (the phone opened the link) → confirmed (a logged-in
 * phone user confirmed) → spent (the creating desktop collected its token once: the ticket is gone).
 * Any state → expired after 300000 ms.
 */
export interface QrTicket {
  uuid: string;
  status: Exclude<QrState, 'expired'>;
  platform: string;
  createdAt: number;
  expiresAt: number;
  userId?: number;
}

const TTL_MS = AuthLimits.qrTicketTtlMs;
const key = (ticket: string) => `qr:${ticket}`;

export async function createTicket(store: KvStore, uuid: string, platform: string, now: number): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  const rec: QrTicket = { uuid, status: 'waiting', platform, createdAt: now, expiresAt: now + TTL_MS };
  await store.set(key(ticket), JSON.stringify(rec), TTL_MS + 60_000);
  return ticket;
}

export async function readTicket(store: KvStore, ticket: string): Promise<QrTicket | null> {
  const raw = await store.get(key(ticket));
  return raw ? (JSON.parse(raw) as QrTicket) : null;
}

export const stateOf = (t: QrTicket, now: number): QrState => (now >= t.expiresAt ? 'expired' : t.status);

async function save(store: KvStore, ticket: string, rec: QrTicket, now: number) {
  await store.set(key(ticket), JSON.stringify(rec), Math.max(1000, rec.expiresAt - now) + 60_000);
}

/** The phone opened the link: waiting → scanned. */
export async function markScanned(store: KvStore, ticket: string, now: number): Promise<QrTicket> {
  const rec = await readTicket(store, ticket);
  if (!rec) throw badRequest(AuthMsg.qrInvalid);
  if (stateOf(rec, now) === 'waiting') {
    rec.status = 'scanned';
    await save(store, ticket, rec, now);
  }
  return rec;
}

/** A logged-in phone user confirms: waiting/scanned → confirmed, bound to that user. */
export async function confirmTicket(store: KvStore, ticket: string, userId: number, now: number): Promise<void> {
  const rec = await readTicket(store, ticket);
  const state = rec ? stateOf(rec, now) : 'expired';
  if (!rec || (state !== 'waiting' && state !== 'scanned')) throw badRequest(AuthMsg.qrInvalid);
  rec.status = 'confirmed';
  rec.userId = userId;
  await save(store, ticket, rec, now);
}

/** The desktop that created the ticket collects a confirmed ticket exactly once. */
export async function collectTicket(store: KvStore, ticket: string, uuid: string, now: number): Promise<{ state: QrState; userId?: number; platform?: string }> {
  const rec = await readTicket(store, ticket);
  if (!rec) return { state: 'expired' };
  if (rec.uuid !== uuid) throw badRequest(AuthMsg.qrInvalid);
  const state = stateOf(rec, now);
  if (state !== 'confirmed') return { state };
  const taken = await store.take(key(ticket));
  if (!taken) return { state: 'expired' };
  return { state: 'confirmed', userId: rec.userId!, platform: rec.platform };
}
