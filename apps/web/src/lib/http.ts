import { API_BASE, Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import type { Envelope } from '@mts/shared/schemas';
import { monitor } from './monitor';
import { getToken } from './session';

/**
 * The one API client (spec sections 7 and 8): base /dev-api/api/mts-api, 5000 ms timeout,
 * Authorization and platform headers, the envelope and the error toasts. Each app registers
 * how to toast and what to do on 401 (mobile goes to /login, desktop adds a backUrl query).
 *
 * Built on fetch (XMLHttpRequest only for an upload that reports progress): axios cost every first page
 * about 14 KB gzip for what these few lines do. Replies keep axios's shape, `{ status, data }`.
 */
export type Platform = 'H5' | 'PC';

type ClientHooks = {
  platform: Platform;
  toast: (text: string) => void;
  onUnauthorized: () => void;
};

let hooks: ClientHooks = { platform: 'H5', toast: () => {}, onUnauthorized: () => {} };

export function configureHttp(next: ClientHooks) {
  hooks = next;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

type Body = { code?: number; msg?: string };

/** Chooses the toast text for a failed reply (spec section 8). */
export function errorText(code: number | undefined, msg: string | undefined): string {
  if (code === 401) return Msg.unauthorized;
  if (code === 500) return msg || Msg.serverError;
  return msg || `${Msg.requestFailed}`;
}

let unauthorizedPending = false;
/** The 401 rule of both clients: toast once, then the app's onUnauthorized (also used by lib/chat-client.ts). */
export function handleUnauthorized() {
  hooks.toast(Msg.unauthorized);
  if (unauthorizedPending) return;
  unauthorizedPending = true;
  setTimeout(() => {
    unauthorizedPending = false;
    hooks.onUnauthorized();
  }, 1000);
}

type Params = Record<string, unknown>;
export type RequestConfig = {
  params?: object;
  /** Milliseconds; default Limits.requestTimeoutMs. */
  timeout?: number;
  /** Upload progress (sent through XMLHttpRequest, which reports it; fetch does not). */
  onUploadProgress?: (e: { loaded: number; total?: number }) => void;
};
export type HttpReply<T> = { status: number; data: T };

/** Query string as axios wrote it: null and undefined left out, arrays as key[]=…, dates as ISO text. */
export function queryString(params: object | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  const add = (key: string, v: unknown) => {
    if (v === null || v === undefined) return;
    q.append(key, v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v));
  };
  for (const [key, value] of Object.entries(params as Params)) {
    if (Array.isArray(value)) value.forEach((v) => add(`${key}[]`, v));
    else add(key, value);
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The body as axios parsed it: JSON when it is JSON, else the text. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

class HttpFailure extends Error {
  constructor(readonly status?: number, readonly body?: unknown) {
    super('request failed');
  }
}

/** Authorization and platform headers of both clients (lib/chat-client.ts sends the same). */
export function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', platform: hooks.platform };
  const token = getToken();
  if (token) headers.Authorization = token;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return headers;
}

const encode = (body: unknown) => (body === undefined || body instanceof FormData ? (body as FormData | undefined) : JSON.stringify(body));

/** One exchange; resolves with the status and parsed body for 2xx, throws HttpFailure otherwise (no status: network or timeout). */
async function exchange(method: string, url: string, body: unknown, config: RequestConfig): Promise<HttpReply<unknown>> {
  const target = API_BASE + url + queryString(config.params);
  const timeout = config.timeout ?? Limits.requestTimeoutMs;
  if (config.onUploadProgress) return exchangeXhr(method, target, body, timeout, config.onUploadProgress);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
  try {
    let res: Response;
    try {
      res = await fetch(target, { method, headers: headersFor(body), body: encode(body), signal: abort.signal });
    } catch {
      throw new HttpFailure();
    }
    const data = parseBody(await res.text().catch(() => ''));
    if (res.status < 200 || res.status >= 300) throw new HttpFailure(res.status, data);
    return { status: res.status, data };
  } finally {
    clearTimeout(timer);
  }
}

function exchangeXhr(method: string, target: string, body: unknown, timeout: number, onProgress: NonNullable<RequestConfig['onUploadProgress']>) {
  return new Promise<HttpReply<unknown>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, target);
    xhr.timeout = timeout;
    for (const [name, value] of Object.entries(headersFor(body))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, data });
      else reject(new HttpFailure(xhr.status, data));
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new HttpFailure());
    xhr.send(encode(body) ?? null);
  });
}

/** Applies the spec's envelope and error rules to one request (what axios's interceptors did). */
async function request<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<HttpReply<T>> {
  // The parameter monitor: one API call, then one log line when it finishes (status 0: no reply).
  monitor.apiCall();
  const started = Date.now();
  const logged = (status: number) => monitor.logRequest({ client: 'api', method, path: url, status, ms: Date.now() - started });
  let reply: HttpReply<unknown>;
  try {
    reply = await exchange(method, url, body, config);
  } catch (error) {
    const failure = error instanceof HttpFailure ? error : new HttpFailure();
    logged(failure.status ?? 0);
    const data = failure.body as Body | undefined;
    const parsed = typeof data === 'object' && data !== null ? data : undefined;
    const code = parsed?.code ?? failure.status;
    if (code === 401) {
      handleUnauthorized();
      throw new ApiError(Msg.unauthorized, 401);
    }
    const text = parsed?.msg ? errorText(code, parsed.msg) : code === 500 ? Msg.serverError : Msg.networkError;
    hooks.toast(text);
    throw new ApiError(text, code ?? 0);
  }
  logged(reply.status);
  const data = reply.data as Body;
  if (typeof data !== 'object' || data === null || data.code === undefined || data.code === 200) return reply as HttpReply<T>;
  if (data.code === 401) handleUnauthorized();
  else hooks.toast(errorText(data.code, data.msg));
  throw new ApiError(errorText(data.code, data.msg), data.code);
}

export const http = {
  get: <T = unknown>(url: string, config?: RequestConfig) => request<T>('GET', url, undefined, config),
  post: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) => request<T>('POST', url, body, config),
  put: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) => request<T>('PUT', url, body, config),
  delete: <T = unknown>(url: string, config?: RequestConfig) => request<T>('DELETE', url, undefined, config),
};

/** GET returning the envelope's data. */
export async function getData<T>(url: string, params?: object): Promise<T> {
  const res = await http.get<Envelope<T>>(url, { params });
  return res.data.data;
}

/** GET returning a paged {rows, total} body. */
export async function getRows<T>(url: string, params?: object): Promise<{ rows: T[]; total: number }> {
  const res = await http.get<{ rows: T[]; total: number }>(url, { params });
  return { rows: res.data.rows, total: res.data.total };
}
