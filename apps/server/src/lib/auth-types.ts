/** Who is calling: read from the Authorization and platform headers by plugins/auth.ts. */
export type Platform = 'H5' | 'PC';

export interface AuthUser {
  id: number;
  /** '' for a WeChat user without a bound mobile. */
  mobile: string;
  businessType: number;
  isOperator: boolean;
  sessionId: number;
}

/** The caller's side of a request. */
export interface ClientInfo {
  /** The bearer token as sent (without `Bearer `), or null. Never log it. */
  token: string | null;
  platform: Platform;
  ip: string;
  /** `protocol://host` as the client addressed us (QR links when PUBLIC_ORIGIN is unset). */
  origin: string;
  /** The request's id (x-request-id), '' outside a request: recorded with operator actions (audit log). */
  requestId?: string;
}
