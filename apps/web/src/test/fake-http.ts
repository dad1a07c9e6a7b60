import { vi } from 'vitest';
import type * as Http from '@/lib/http';

type HttpModule = typeof Http;
type Answer = (url: string, ...rest: never[]) => unknown;
type Verbs = Partial<Record<'get' | 'post' | 'put' | 'delete', Answer>>;

/** A call no test planned for fails loudly with its url. */
const unexpected = async (url: string): Promise<never> => {
  throw new Error(`unexpected ${url}`);
};

/** The error the real client throws for a refused request (code and Chinese message), for a fake network to throw. */
export async function apiError() {
  return (await vi.importActual<HttpModule>('@/lib/http')).ApiError;
}

type Answers = {
  getData?: Answer;
  getRows?: Answer;
  http?: Verbs;
  /** GET /user/getUserInfo (a page's session refresh) answers this user: the signed-in one, or the one returned. */
  userInfo?: 'signed-in' | (() => unknown);
};

/**
 * `@/lib/http` for `vi.mock`: the real `ApiError` and a network that answers only what the test gives it (every other
 * request rejects as unexpected). The pages' hooks, fetchers and models run for real on top of it. Use as
 * `vi.mock('@/lib/http', async () => (await import('@/test/fake-http')).fakeHttp({ getData: … }))`.
 */
export async function fakeHttp({ getData, getRows, http = {}, userInfo }: Answers = {}) {
  const ApiError = await apiError();
  const get = http.get ?? unexpected;
  const answerUserInfo = async (url: string, ...rest: never[]) => {
    if (!userInfo || url !== '/user/getUserInfo') return get(url, ...rest);
    const user = userInfo === 'signed-in' ? (await import('@/lib/session')).useSession.getState().user : userInfo();
    return { data: { code: 200, msg: '', data: { userInfo: user } } };
  };
  return {
    ApiError,
    getData: vi.fn(getData ?? unexpected),
    getRows: vi.fn(getRows ?? unexpected),
    http: {
      get: vi.fn(answerUserInfo),
      post: vi.fn(http.post ?? unexpected),
      put: vi.fn(http.put ?? unexpected),
      delete: vi.fn(http.delete ?? unexpected),
    },
  };
}
