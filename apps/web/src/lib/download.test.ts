import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@mts/shared/messages';
import { useSession } from './session';
import { configureHttp } from './http';
import { downloadFile, filenameOf } from './download';

describe('filenameOf', () => {
  it('prefers the UTF-8 name, then the quoted one, then the fallback', () => {
    expect(filenameOf(`attachment; filename="stock.xlsx"; filename*=UTF-8''%E6%88%91%E7%9A%84%E5%BA%93%E5%AD%98.xlsx`, 'x.xlsx')).toBe('我的库存.xlsx');
    expect(filenameOf('attachment; filename="report-5.xlsx"', 'x.xlsx')).toBe('report-5.xlsx');
    expect(filenameOf('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
    expect(filenameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('downloadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null });
  });

  it('sends the token in the Authorization header, never in the url, and hands back the blob', async () => {
    useSession.setState({ user: { token: 'secret-token' } as never });
    configureHttp({ platform: 'PC', toast: () => {}, onUnauthorized: () => {} });
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': `attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.xlsx` },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadFile('/stock/import/report', { params: { id: 5 }, fallbackName: 'r.xlsx' });
    expect(file.filename).toBe('报告.xlsx');
    expect(file.blob.size).toBe(4);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/dev-api/api/mts-api/stock/import/report?id=5');
    expect(url).not.toContain('secret-token');
    expect((init.headers as Record<string, string>).Authorization).toBe('secret-token');
    expect((init.headers as Record<string, string>).platform).toBe('PC');
  });

  it('a refusal in the envelope is thrown with its Chinese message', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 409, msg: '导入完成后才能下载报告' }), { status: 409, headers: { 'content-type': 'application/json' } }));
    await expect(downloadFile('/stock/import/report', { params: { id: 5 }, fallbackName: 'r.xlsx' })).rejects.toMatchObject({ message: '导入完成后才能下载报告', code: 409 });
  });

  it('a network failure says 请求错误，请重试', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(downloadFile('/stock/export', { fallbackName: 'e.xlsx' })).rejects.toMatchObject({ message: Msg.networkError });
  });
});
