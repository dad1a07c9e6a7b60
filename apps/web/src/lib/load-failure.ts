import { ApiError } from './http';

/** Why a page read by id has nothing to show: refused (403), unknown (404, or no valid id in the url), or failed (retry). */
export type LoadFailure = 'forbidden' | 'notFound' | 'failed';

export function loadFailure(error: unknown, id: number): LoadFailure {
  if (!(id > 0)) return 'notFound';
  const code = error instanceof ApiError ? error.code : 0;
  if (code === 403) return 'forbidden';
  return code === 404 ? 'notFound' : 'failed';
}
