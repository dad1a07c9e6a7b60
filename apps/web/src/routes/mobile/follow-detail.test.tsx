import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { InputMsg } from '@mts/shared/messages';
import type { FollowDetail } from '@mts/shared/schemas';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { http } from '@/lib/http';
import { followDetail, heldLead } from '@/test/dispatch-fixtures';
import { renderPhonePage } from '@/test/render-page';
import { Component as FollowDetailPage } from './follow-detail';

const net = vi.hoisted(() => ({ detail: null, refusal: null, post: vi.fn() }) as import('@/test/dispatch-fixtures').FollowDetailNet);

// Only the network is replaced: the page's hooks and fetchers run for real on top of it.
vi.mock('@/lib/http', async () => (await import('@/test/dispatch-fixtures')).followDetailHttp(net));

const detail: FollowDetail = followDetail({
  ...heldLead(),
  clue: null,
  notes: [{ id: 1, content: '已电话联系发布人', createTime: '2026-11-24T07:00:00Z', userName: '李娜' }],
});

beforeAll(() => installAntdMobileRender());
afterEach(() => {
  net.detail = null;
  net.refusal = null;
  document.body.innerHTML = '';
});

const renderDetail = (isAvailable: (url: string) => boolean = () => true) =>
  renderPhonePage([{ path: '/follow/tprFollowDetail/:id', element: <FollowDetailPage /> }], { at: '/follow/tprFollowDetail/7', available: isAvailable });

describe('follow detail (phone)', () => {
  it('offers the owner to call, the follow record with its form, 标记无效 and 发布商品 on a pending lead', async () => {
    net.detail = detail;
    renderDetail();
    expect(await screen.findByTestId('follow-action-publishGoods')).toBeTruthy();
    expect(screen.getByTestId('follow-close')).toBeTruthy();
    const calls = screen.getAllByTestId('follow-call').map((a) => a.getAttribute('href'));
    expect(calls).toEqual(['tel:13900000000', 'tel:13812345678']);
    expect(screen.getByTestId('follow-note').textContent).toContain('已电话联系发布人');
    expect(screen.getByTestId('follow-note-input')).toBeTruthy();
  });

  it('shows no step the server does not allow, and no button for a page this app lacks', async () => {
    net.detail = { ...detail, status: 2, statusText: '已完成', canPublishGoods: false, canClose: false, canNote: false };
    renderDetail();
    expect((await screen.findByTestId('follow-detail-status')).textContent).toBe('已完成');
    expect(screen.queryByTestId('follow-action-publishGoods')).toBeNull();
    expect(screen.queryByTestId('follow-close')).toBeNull();
    expect(screen.queryByTestId('follow-note-input')).toBeNull();
  });

  it('hides 发布商品 while its page is unavailable', async () => {
    net.detail = detail;
    renderDetail((url) => !url.startsWith('/source/publishGoods'));
    expect(await screen.findByTestId('follow-close')).toBeTruthy();
    expect(screen.queryByTestId('follow-action-publishGoods')).toBeNull();
  });

  it("says so for someone else's item, with the way back", async () => {
    net.refusal = { message: '只能查看自己的跟单', code: 403 };
    renderDetail();
    const error = await screen.findByTestId('follow-detail-error');
    expect(error.textContent).toContain('只能查看自己的跟单');
    expect(error.textContent).toContain('返回跟单');
  });

  it('says 跟单不存在 for an unknown item', async () => {
    net.refusal = { message: '跟单不存在', code: 404 };
    renderDetail();
    expect((await screen.findByTestId('follow-detail-error')).textContent).toContain('跟单不存在');
  });

  it('refuses a note and a close reason with a control character, with the shared schema\'s message', async () => {
    net.detail = detail;
    renderDetail();
    const input = (await screen.findByTestId('follow-note-input')).querySelector('textarea:not([aria-hidden])') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '已联系\u0007发布人' } });
    await act(async () => fireEvent.click(screen.getByTestId('follow-note-add')));
    expect(screen.getByTestId('follow-note-error').textContent).toBe(InputMsg.controlChars);

    await act(async () => fireEvent.click(screen.getByTestId('follow-close')));
    const reason = (await screen.findByTestId('close-reason')).querySelector('textarea:not([aria-hidden])') as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: '发布人\u0000已售出' } });
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect((await screen.findByTestId('close-reason-error')).textContent).toBe(InputMsg.controlChars);
    expect(http.post).not.toHaveBeenCalled();
  });
});
