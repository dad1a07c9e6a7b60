/**
 * The realtime contract (trade-flow section 6): one websocket per open app at `${API_BASE}/ws`.
 * Plain types and constants, no zod: safe in any web chunk.
 *
 * Connect, then send `{type: 'auth', token}` as the first message within AUTH_TIMEOUT_MS (a token never goes
 * into the URL, where proxies log it). The server answers `{type: 'ready', userId}` or closes with 4401.
 * `{type: 'ping'}` is answered with `{type: 'pong', at}`. Everything else the server sends is a RealtimeEvent.
 */
export const REALTIME_PATH = '/ws';

export const RealtimeLimits = {
  authTimeoutMs: 5000,
  /** Reconnect backoff: 1 s, 2 s, 4 s … capped, with jitter. */
  backoffMinMs: 1000,
  backoffMaxMs: 30_000,
  /** Server heartbeat: a socket that misses two is closed. */
  heartbeatMs: 25_000,
} as const;

/** Close codes of our own (4000–4999). */
export const RealtimeClose = { Unauthorized: 4401, AuthTimeout: 4408, Replaced: 4409 } as const;

/** Who receives an event. */
export type RealtimeAudience =
  | { kind: 'negotiators' }
  | { kind: 'businessFollowers' }
  /** Inspectors (businessType 40): an order entered or left the 待验货 list (issue 11). */
  | { kind: 'inspectors' }
  | { kind: 'user'; userId: number }
  | { kind: 'users'; userIds: number[] };

/**
 * Events pushed to the apps.
 * - `lead.new`: a lead entered the pool (published, or released back) → negotiators.
 * - `lead.taken`: a lead left the pool (grabbed, withdrawn, edited away) → negotiators; every list drops it.
 * - `lead.blocked`: this negotiator blocked it → that user only (his other tabs drop it).
 * - `lead.status`: the owner's lead changed status (grabbed, published, closed, released) → the owner.
 * - `preOrder.new`: a row entered the business followers' pool (a confirmed intention order: buyer side; or a
 *   contract drawn and awaiting its seller side, id = the intention order's id) → business followers.
 * - `preOrder.taken`: a row left the pool (either side taken) → business followers.
 * - `preOrder.blocked`: this user blocked the intention order → that user only (a business follower's or a
 *   negotiator's: each app drops it from the pool it shows).
 * - `preOrder.poolNew`: an intention order on goods without a negotiator entered the negotiators' pool (created) →
 *   negotiators; their pool shows it as a row of kind `preOrder` (id = the intention order, never a lead's id).
 * - `preOrder.poolTaken`: such an intention order left the negotiators' pool (a negotiator grabbed it, its initiator
 *   cancelled it) → negotiators; every list drops the `preOrder` row with that id.
 * - `follow.changed`: one of my follow items changed (released by the sweep, …) → its holder.
 * - `order.status`: a trade order was created or changed status (contract generated, confirmed, returned) → its
 *   buyer, seller and business followers.
 * - `wallet.changed`: an operator confirmed the user's deposit, or paid or refused his withdrawal (id = that
 *   deposit or withdrawal) → the wallet's owner (his balance and statement moved).
 * - `stock.import`: the trader's stock-list import moved (progress every batch, then its end) → the trader.
 * - `rfq.new`: an RFQ (询价) for a part number the trader listed was sent (id = the RFQ) → its recipients.
 * - `rfq.quote`: a quote moved (id = the quote): created or updated → the RFQ's buyer; accepted or not chosen
 *   (another accepted, the RFQ closed or passed its deadline) → the quote's seller.
 * - `message.new`: a message entered my inbox (issue 26; id = the message, `link` its phone path) → that user, with
 *   his unread counts after it (the badge sets them as they are; on reconnect the app refetches GET /message/unread).
 *   An announcement's fan-out sends it too (kind 'announcement', with the counts). `unread` is optional in the type
 *   for robustness: a client that gets one without it refetches GET /message/unread.
 * - `message.read`: my messages were marked read in another tab or device → that user, with the counts.
 * - `market.alert`: one of my price alerts fired (行情, issue 25; id = the alert; price and threshold in cents,
 *   currency 0 ¥ / 10 $; `model` the display part number) → the alert's owner. Once per crossing.
 */
export type RealtimeEvent =
  | { type: 'lead.new'; id: number }
  | { type: 'lead.taken'; id: number }
  | { type: 'lead.blocked'; id: number }
  | { type: 'lead.status'; id: number; status: number }
  | { type: 'preOrder.new'; id: number }
  | { type: 'preOrder.taken'; id: number }
  | { type: 'preOrder.blocked'; id: number }
  | { type: 'preOrder.poolNew'; id: number }
  | { type: 'preOrder.poolTaken'; id: number }
  | { type: 'follow.changed'; id: number; status: number }
  | { type: 'order.status'; id: number; status: number }
  | { type: 'wallet.changed'; id: number; kind: 'deposit' | 'withdrawal' }
  | { type: 'stock.import'; id: number; status: number; done: number; total: number }
  | { type: 'rfq.new'; id: number }
  | { type: 'rfq.quote'; id: number; rfqId: number; status: number }
  | { type: 'message.new'; id: number; kind: string; tab: number; text: string; link: string; unread?: RealtimeUnread }
  | { type: 'message.read'; unread: RealtimeUnread }
  | { type: 'market.alert'; id: number; model: string; currency: number; kind: 'askBelow' | 'dealAbove'; threshold: number; value: number; day: string };

/** Unread counts carried by `message.*` events (the shape of GET /message/unread). */
export interface RealtimeUnread {
  total: number;
  byTab: { trade: number; money: number; system: number };
}

/** What the server sends: ready after the auth message, pong to a ping, then events. (The client sends `{type: 'auth', token}` first, then `{type: 'ping'}` at will.) */
export type RealtimeServerMessage = { type: 'ready'; userId: number } | { type: 'pong'; at: string } | RealtimeEvent;
