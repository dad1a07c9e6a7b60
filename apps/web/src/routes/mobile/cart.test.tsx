import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartLine } from '@mts/shared/schemas';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage } from '@/test/render-page';
import { signIn, signOut } from '@/test/session';
import { cartLine } from '@/test/trade-fixtures';
import { Component as CartPage } from './cart';

const net = vi.hoisted(() => ({ lines: [] as unknown[], posts: [] as { url: string; body: unknown }[] }));
const toasts = vi.hoisted(() => [] as string[]);

// Only the network and the toast are replaced: the page's model, hooks and fetchers run for real.
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    getData: async (url: string) => {
      if (url !== '/cart/list') throw new Error(`unexpected ${url}`);
      return { list: net.lines };
    },
    http: {
      post: async (url: string, body: { ids?: number[]; goodsId?: number; goodsNum?: number }) => {
        net.posts.push({ url, body });
        if (url === '/cart/delete') {
          net.lines = net.lines.filter((l) => !body.ids!.includes((l as CartLine).id));
          return { data: { code: 200, msg: '已删除', data: { deleted: body.ids!.length } } };
        }
        const line = (net.lines as CartLine[]).find((l) => l.goods_id === body.goodsId)!;
        const next = { ...line, goods_num: body.goodsNum! };
        net.lines = (net.lines as CartLine[]).map((l) => (l.id === line.id ? next : l));
        return { data: { code: 200, msg: '已修改数量', data: next } };
      },
    },
  }),
);
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => toasts.push(text) }));

const line = (id: number, price: number, num: number, unit = 0, status = 0) => cartLine(id, price, num, { price_unit: unit, status });

beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  signIn();
  net.lines = [line(1, 123400, 1), line(2, 5600, 1, 10), line(3, 100, 2, 0, 1)];
  net.posts = [];
  toasts.length = 0;
});
afterEach(signOut);

const renderCart = () =>
  renderPhonePage(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/pay', element: <p data-testid="pay">pay</p> },
      { path: '/login', element: <p>login</p> },
    ],
    { at: '/cart' },
  );

const checks = () => screen.getAllByTestId('cart-line').map((el) => within(el).getByTestId('line-check').className.includes('adm-checkbox-checked'));
const action = () => screen.getByTestId('cart-action');

describe('cart page (phone)', () => {
  it('checks the purchasable lines on load and totals them per currency; an off-shelf line is greyed 已下架', async () => {
    renderCart();
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(3);
    expect(checks()).toEqual([true, true, false]);
    expect(screen.getByTestId('cart-total').textContent).toBe('¥1,234.00 + $56.00');
    expect(action().textContent).toBe('结算(2)');
    expect(screen.getByText('已下架')).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toContain('3');
  });

  it('编辑 unchecks all; 删除 without a selection only toasts; deleting the selection ends edit mode', async () => {
    renderCart();
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByTestId('cart-edit'));
    expect(screen.getByTestId('cart-edit').textContent).toBe('完成');
    expect(checks()).toEqual([false, false, false]);
    expect(action().textContent).toBe('删除');
    fireEvent.click(action());
    expect(toasts).toEqual(['请选择要操作的商品']);
    expect(net.posts).toEqual([]);

    fireEvent.click(within(screen.getAllByTestId('cart-line')[2]!).getByRole('checkbox'));
    fireEvent.click(action());
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(net.posts).toEqual([{ url: '/cart/delete', body: { ids: [3] } }]);
    expect(screen.getByTestId('cart-edit').textContent).toBe('编辑');
    expect(checks()).toEqual([true, true]);
  });

  it('leaving edit mode checks all again', async () => {
    renderCart();
    await screen.findAllByTestId('cart-line');
    fireEvent.click(within(screen.getAllByTestId('cart-line')[0]!).getByRole('checkbox'));
    expect(action().textContent).toBe('结算(1)');
    fireEvent.click(screen.getByTestId('cart-edit'));
    fireEvent.click(screen.getByTestId('cart-edit'));
    expect(checks()).toEqual([true, true, false]);
  });

  it('the stepper posts /cart/changeNum; − at 1 does nothing; a typed non-number reverts', async () => {
    renderCart();
    const first = (await screen.findAllByTestId('cart-line'))[0]!;
    fireEvent.click(within(first).getByTestId('stepper-minus'));
    expect(net.posts).toEqual([]);
    fireEvent.click(within(first).getByTestId('stepper-plus'));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥2,468.00 + $56.00'));
    expect(net.posts).toEqual([{ url: '/cart/changeNum', body: { goodsId: 101, goodsSkuId: 101, goodsNum: 2 } }]);
    const input = within(screen.getAllByTestId('cart-line')[0]!).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2');
    expect(net.posts).toHaveLength(1);
  });

  it('结算 goes to /pay with the checked ids; without a selection it only toasts', async () => {
    const router = renderCart();
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByTestId('check-all'));
    expect(action().textContent).toBe('结算(0)');
    fireEvent.click(action());
    expect(toasts).toEqual(['请选择要操作的商品']);
    fireEvent.click(screen.getByTestId('check-all'));
    fireEvent.click(action());
    await screen.findByTestId('pay');
    expect(router.state.location.pathname + router.state.location.search).toBe('/pay?mode=cart&cartIds=1,2');
  });

  it('shows the empty state with 去逛逛', async () => {
    net.lines = [];
    renderCart();
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('您的购物车是空的');
    expect(screen.getByText('快去逛逛吧')).toBeTruthy();
    expect(screen.getByText('去逛逛')).toBeTruthy();
  });

  it('says 请先登录 when logged out, and asks nothing of the server', async () => {
    signOut();
    renderCart();
    expect((await screen.findByTestId('cart-login')).textContent).toContain('请先登录');
    expect(screen.queryByTestId('cart-line')).toBeNull();
  });
});
