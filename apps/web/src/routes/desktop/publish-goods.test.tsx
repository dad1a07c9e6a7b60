import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchMsg } from '@mts/shared/messages';
import type { CategoryNode } from '@mts/shared/schemas';
import { useSession } from '@/lib/session';
import { clueRecord, followItem, userOf } from '@/test/dispatch-fixtures';
import { renderDesktopPage } from '@/test/render-page';
import { PublishGoodsPage } from './publish-goods';

// Only the network is replaced: the lead (GET /clue/42), the category tree and my pending lead items.
const net = vi.hoisted(() => ({
  held: [] as unknown[],
  record: null as unknown,
  post: vi.fn(async (_url: string, _body?: unknown) => ({ status: 200, data: { code: 200, msg: '', data: { goodsId: 99, clueId: 42, followId: 7 } as unknown } })),
}));
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: 'signed-in',
    http: { post: (url: string, body?: unknown) => net.post(url, body) },
    getData: async (url: string) => {
      if (url === '/category/tree') return tree;
      if (url === '/clue/42') return net.record;
      throw new Error(`unexpected ${url}`);
    },
    getRows: async (url: string) => {
      if (url === '/follow/myFollowList') return { rows: net.held, total: net.held.length };
      throw new Error(`unexpected ${url}`);
    },
  }),
);
vi.mock('@/features/goods/api/get-suggest', () => ({ useSuggest: () => ({ data: undefined }) }));
vi.mock('@/features/uploads/api/upload-image', () => ({ uploadImage: vi.fn() }));

const tree: CategoryNode[] = [{ id: 1, name: 'DRAM颗粒', picture: '', parentId: null, children: [{ id: 11, name: 'DDR4', picture: '', parentId: 1, children: [] }] }];
const UPLOAD = '/uploads/2026/0123456789abcdef0123456789abcdef.webp';

afterEach(() => {
  useSession.getState().clear();
  net.post.mockClear();
});

function renderPage(businessType = 10) {
  useSession.getState().login(userOf(businessType));
  return renderDesktopPage(
    [
      { path: '/pc/source/publishGoods', element: <PublishGoodsPage /> },
      { path: '/pc/follow/getFollowSuccess', element: <div>success page</div> },
      { path: '/pc/follow', element: <div>follow page</div> },
    ],
    { at: '/pc/source/publishGoods?id=42' },
  );
}

describe('/pc/source/publishGoods', { timeout: 30_000 }, () => {
  it('prefills the publish form from the held lead (only our own uploads) and publishes it as goods', async () => {
    net.record = clueRecord({ images: ['/static/demo/parts/k4a8.webp', UPLOAD] });
    net.held = [followItem()];
    const router = renderPage();
    await waitFor(() => expect((document.querySelector('#goodsModel') as HTMLInputElement | null)?.value).toBe('K4A8G165WC-BCTD'));
    expect((document.querySelector('#dateCode') as HTMLInputElement).value).toBe('24+');
    expect((document.querySelector('#contactMobile') as HTMLInputElement).value).toBe('13912345678');
    expect(screen.getByText('未上传新图片时，商品沿用线索原有的图片。')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('publish-submit')));
    await waitFor(() => expect(net.post).toHaveBeenCalled());
    const [url, body] = net.post.mock.calls[0]!;
    expect(url).toBe('/follow/publishGoods');
    expect(body).toMatchObject({ clueId: 42, form: { goodsModel: 'K4A8G165WC-BCTD', categoryId: 11, priceMin: 1320, images: [UPLOAD] } });
    await waitFor(() => expect(router.state.location.search).toBe('?goodsId=99'));
    expect(router.state.location.pathname).toBe('/pc/follow/getFollowSuccess');
  });

  it('refuses a lead the negotiator does not hold (anymore)', async () => {
    net.record = clueRecord();
    net.held = [followItem({ clueId: 41 })];
    renderPage();
    expect((await screen.findByTestId('publish-goods-refused')).textContent).toContain('该线索不在您的跟进中');
    expect(screen.queryByTestId('publish-form')).toBeNull();
  });

  it('is for negotiators only', async () => {
    renderPage(20);
    expect((await screen.findByTestId('publish-goods-refused')).textContent).toContain(DispatchMsg.negotiatorOnly);
  });
});
