import { vi } from 'vitest';
import type * as Http from '@/lib/http';

type HttpModule = typeof Http;
type Answer = (url: string, ...rest: never[]) => unknown;
type Verb = (url: string, ...rest: never[]) => unknown;

/** A call no test planned for fails loudly with its url. */
const unexpected = async (url: string): Promise<never> => {
  throw new Error(`unexpected ${url}`);
};

/** The error the real client throws for a refused request (code and Chinese message), for a fake network to throw. */
export async function apiError() {
  return (await vi.importActual<HttpModule>('@/lib/http')).ApiError;
}

/**
 * `@/lib/http` for `vi.mock`: the real `ApiError` and a network that answers only what the test gives it (every other
 * request rejects as unexpected). The pages' hooks, fetchers and models run for real on top of it. Use as
 * `vi.mock('@/lib/http', async () => (await import('@/test/fake-http')).fakeHttp({ getData: … }))`.
 */
export async function fakeHttp(answers: { getData?: Answer; getRows?: Answer; http?: Partial<Record<'get' | 'post' | 'put' | 'delete', Verb>> } = {}) {
  const ApiError = await apiError();
  const verb = (answer: Verb | undefined) => vi.fn(answer ?? unexpected);
  return {
    ApiError,
    getData: vi.fn(answers.getData ?? unexpected),
    getRows: vi.fn(answers.getRows ?? unexpected),
    http: { get: verb(answers.http?.get), post: verb(answers.http?.post), put: verb(answers.http?.put), delete: verb(answers.http?.delete) },
  };
}

/** GET /user/getUserInfo answering `user` (the session's own user unless given): what a page's session refresh asks. */
export const userInfoGet = (user: () => unknown) => async (url: string) => {
  if (url === '/user/getUserInfo') return { data: { code: 200, msg: '', data: { userInfo: user() } } };
  return unexpected(url);
};
