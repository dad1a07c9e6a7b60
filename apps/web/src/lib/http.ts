import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE, Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import type { Envelope } from '@mts/shared/schemas';
import { getToken } from './session';

/**
 * The one API client (spec sections 7 and 8): base /dev-api/api/mts-api, 5000 ms timeout,
 * Authorization and platform headers, the envelope and the error toasts. Each app registers
 * how to toast and what to do on 401 (mobile goes to /login, desktop adds a backUrl query).
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
function handleUnauthorized() {
  hooks.toast(Msg.unauthorized);
  if (unauthorizedPending) return;
  unauthorizedPending = true;
  setTimeout(() => {
    unauthorizedPending = false;
    hooks.onUnauthorized();
  }, 1000);
}

function install(instance: AxiosInstance) {
  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', token);
    config.headers.set('platform', hooks.platform);
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      const body = response.data as Body;
      if (typeof body !== 'object' || body === null || body.code === undefined || body.code === 200) return response;
      if (body.code === 401) handleUnauthorized();
      else hooks.toast(errorText(body.code, body.msg));
      return Promise.reject(new ApiError(errorText(body.code, body.msg), body.code));
    },
    (error: AxiosError<Body>) => {
      const body = error.response?.data;
      const code = body?.code ?? error.response?.status;
      if (code === 401) {
        handleUnauthorized();
        return Promise.reject(new ApiError(Msg.unauthorized, 401));
      }
      const text = body?.msg ? errorText(code, body.msg) : code === 500 ? Msg.serverError : Msg.networkError;
      hooks.toast(text);
      return Promise.reject(new ApiError(text, code ?? 0));
    },
  );
  return instance;
}

export const http = install(axios.create({ baseURL: API_BASE, timeout: Limits.requestTimeoutMs }));

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
