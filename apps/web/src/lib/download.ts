import { API_BASE } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { ApiError, errorText, handleUnauthorized, headersFor, queryString } from './http';
import { monitor } from './monitor';

/** A file the API answered: its bytes and the name the server gave it (else the caller's). */
export type DownloadedFile = { blob: Blob; filename: string };

/**
 * The server's name for the file: `filename*=UTF-8''…` (a Chinese name, percent-encoded) before `filename="…"`.
 * Exported for its test.
 */
export function filenameOf(disposition: string | null, fallback: string): string {
  const value = disposition ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(value)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // a malformed name: try the plain one
    }
  }
  return /filename\s*=\s*"([^"]+)"/.exec(value)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(value)?.[1] ?? fallback;
}

/**
 * GET a file from the API (an .xlsx export, template or report). The call needs the Authorization header (a token
 * never goes in a url), so it is fetched with the API client's headers and handed back as a blob to save. A refusal
 * comes in the envelope: 401 follows the client's rule, any other is thrown as ApiError with its Chinese msg (the
 * caller says it: this module does not toast, so it stays out of the first page's chunk).
 */
export async function downloadFile(url: string, { params, fallbackName, timeout = 120_000 }: { params?: object; fallbackName: string; timeout?: number }): Promise<DownloadedFile> {
  monitor.apiCall();
  const started = Date.now();
  const logged = (status: number) => monitor.logRequest({ client: 'api', method: 'GET', path: url, status, ms: Date.now() - started });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
  let res: Response;
  try {
    res = await fetch(API_BASE + url + queryString(params), { headers: headersFor(undefined), signal: abort.signal });
  } catch {
    clearTimeout(timer);
    logged(0);
    throw new ApiError(Msg.networkError, 0);
  }
  try {
    logged(res.status);
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || type.includes('json')) {
      const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
      const code = body?.code ?? res.status;
      if (code === 401) {
        handleUnauthorized();
        throw new ApiError(Msg.unauthorized, 401);
      }
      throw new ApiError(body?.msg ? errorText(code, body.msg) : code === 500 ? Msg.serverError : Msg.requestFailed, code);
    }
    return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition'), fallbackName) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(Msg.networkError, 0);
  } finally {
    clearTimeout(timer);
  }
}

/** Saves a blob as a download (an object url on a temporary link, revoked a little later). */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
