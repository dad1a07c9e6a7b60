import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchMsg } from '@mts/shared/messages';
import type { FollowDetail } from '@mts/shared/schemas';
import { useSession } from '@/lib/session';
import { followDetail, userOf } from '@/test/dispatch-fixtures';
import { renderDesktopPage } from '@/test/render-page';
import { FollowDetailPage } from './follow-detail';

// Only the network is replaced: GET /follow/{id} answers `net.detail` (or refuses with `net.refusal`).
const net = vi.hoisted(() => ({
  detail: null as unknown,
  refusal: null as null | { message: string; code: number },
  post: vi.fn(async (_url: string, _body?: unknown) => ({ status: 200, data: { code: 200, msg: '', data: null as unknown } })),
}));
vi.mock('@/lib/http', async () => (await import('@/test/dispatch-fixtures')).followDetailHttp(net));

afterEach(() => {
  useSession.getState().clear();
  net.detail = null;
  net.refusal = null;
  net.post.mockClear();
});

function renderDetail(detail: FollowDetail | null, { available = true, path = '/pc/follow/tprFollowDetail/7' } = {}) {
  net.detail = detail;
  useSession.getState().login(userOf(detail?.identity === 20 ? 20 : 10));
  return renderDesktopPage(
    [
      { path: '/pc/follow/tprFollowDetail/:id', element: <FollowDetailPage /> },
      { path: '/pc/follow/swFollowDetail/:id', element: <FollowDetailPage /> },
      { path: '/pc/follow', element: <div>follow page</div> },
      { path: '/pc/source/publishGoods', element: <div>publish goods page</div> },
    ],
    { at: path, available: () => available },
  );
}

const inHour = () => new Date(Date.now() + 5 * 3600_000 + 60_000).toISOString();

describe('desktop follow detail', { timeout: 30_000 }, () => {
  it('a pending lead item: owner and contact to call, the release warning, 发布商品 to the lead form, 标记无效, the note form', async () => {
    const router = renderDetail(followDetail({ releaseAt: inHour(), notes: [{ id: 1, content: '已电话联系', createTime: '2026-11-24 10:00:00', userName: '孙丽' }] }));
    const contact = await screen.findByTestId('follow-contact');
    expect(contact.textContent).toContain('王强');
    expect(within(contact).getByText('13800000000').getAttribute('href')).toBe('tel:13800000000');
    expect(within(contact).getByText('13912345678').getAttribute('href')).toBe('tel:13912345678');
    expect(screen.getByTestId('follow-release').textContent).toContain('5 小时内未跟进将退回线索池');
    expect(screen.getByTestId('clue-record').textContent).toContain('FBGA96');
    expect(screen.getByTestId('follow-note').textContent).toContain('已电话联系');
    expect(screen.getByTestId('follow-note').textContent).toContain('孙丽');
    expect(screen.getByTestId('note-submit')).toBeTruthy();
    expect(screen.getByTestId('follow-close')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('follow-publishGoods')));
    expect(router.state.location.pathname + router.state.location.search).toBe('/pc/source/publishGoods?id=42');
  });

  it('an item no longer pending offers nothing to do', async () => {
    renderDetail(followDetail({ status: 2, statusText: '已完成', canPublishGoods: false, canClose: false, canNote: false }));
    expect((await screen.findByTestId('follow-status')).textContent).toBe('已完成');
    expect(screen.queryByTestId('follow-publishGoods')).toBeNull();
    expect(screen.queryByTestId('follow-close')).toBeNull();
    expect(screen.queryByTestId('note-submit')).toBeNull();
    expect(screen.queryByTestId('follow-release')).toBeNull();
    expect(screen.getByTestId('follow-notes').textContent).toContain('暂无跟进记录');
  });

  it('adds a note; an empty one is refused by the schema', async () => {
    renderDetail(followDetail());
    const submit = await screen.findByTestId('note-submit');
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText(DispatchMsg.noteRequired)).toBeTruthy();
    expect(net.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('note-input'), { target: { value: '  价格可谈  ' } });
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/follow/7/notes', { content: '价格可谈' }));
    expect(await screen.findByText(DispatchMsg.noteOk)).toBeTruthy();
  });

  it('标记无效 asks for a reason of 2–200 characters, then closes', async () => {
    renderDetail(followDetail());
    const close = await screen.findByTestId('follow-close');
    await act(async () => fireEvent.click(close));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    fireEvent.change(screen.getByTestId('close-reason'), { target: { value: '无' } });
    await act(async () => fireEvent.click(ok));
    expect(await within(dialog).findByText(DispatchMsg.closeReason)).toBeTruthy();
    expect(net.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('close-reason'), { target: { value: '货主已售出' } });
    await act(async () => fireEvent.click(ok));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/follow/7/close', { reason: '货主已售出' }));
    expect(await screen.findByText(DispatchMsg.closeOk)).toBeTruthy();
  });

  it("a business follower's trade item: the order's facts, and only next steps whose page exists", async () => {
    const trade = followDetail({
      type: 30,
      identity: 20,
      model: 2,
      clueId: null,
      clue: null,
      orderNo: 'PO20261124001',
      sellerName: '深圳某电子',
      buyerName: '香港某贸易',
      canPublishGoods: false,
      canClose: false,
    });
    renderDetail(trade, { available: false, path: '/pc/follow/swFollowDetail/7' });
    const head = await screen.findByTestId('follow-detail');
    expect(head.textContent).toContain('PO20261124001');
    expect(head.textContent).toContain('深圳某电子');
    expect(head.textContent).toContain('香港某贸易');
    expect(screen.queryByTestId('follow-contact')).toBeNull();
    expect(screen.queryByTestId('follow-generateContract')).toBeNull();
    expect(screen.queryByTestId('follow-close')).toBeNull();
    expect(screen.getByTestId('note-submit')).toBeTruthy();
  });

  it('the trade step shows once its page exists', async () => {
    renderDetail(followDetail({ type: 30, identity: 20, model: 2, clueId: null, clue: null, canPublishGoods: false, canClose: false }), { path: '/pc/follow/swFollowDetail/7' });
    expect((await screen.findByTestId('follow-generateContract')).textContent).toBe('生成合同');
  });

  it('refuses someone else’s item (403) and an unknown one (404) with a way back', async () => {
    net.refusal = { message: DispatchMsg.followNotYours, code: 403 };
    const router = renderDetail(null);
    const refused = await screen.findByTestId('follow-detail-error');
    expect(refused.textContent).toContain(DispatchMsg.followNotYours);
    await act(async () => fireEvent.click(within(refused).getByRole('button', { name: '返回跟单' })));
    expect(router.state.location.pathname).toBe('/pc/follow');
  });

  it('says 跟单不存在 for an unknown item', async () => {
    net.refusal = { message: DispatchMsg.followNotFound, code: 404 };
    renderDetail(null);
    expect((await screen.findByTestId('follow-detail-error')).textContent).toContain(DispatchMsg.followNotFound);
  });
});
