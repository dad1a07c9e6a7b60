import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage } from '@/test/render-page';
import { signIn, signOut } from '@/test/session';
import { supplyGoods } from '@/test/trade-fixtures';
import { Component as BuyPage } from './buy';

const net = vi.hoisted(() => ({ goods: null as unknown, posts: [] as { url: string; body: unknown }[], refuse: '' }));

vi.mock('@/lib/http', async () => {
  const { fakeHttp, apiError } = await import('@/test/fake-http');
  const ApiError = await apiError();
  return fakeHttp({
    getData: async (url: string) => {
      if (url !== '/goods/detail') throw new Error(`unexpected ${url}`);
      return net.goods;
    },
    http: {
      post: async (url: string, body: unknown) => {
        net.posts.push({ url, body });
        if (net.refuse) throw new ApiError(net.refuse, 409);
        return { data: { code: 200, msg: '意向单已提交', data: { id: 77 } } };
      },
    },
  });
});

const supply = supplyGoods();

beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  signIn();
  net.goods = supply;
  net.posts = [];
  net.refuse = '';
});
afterEach(signOut);

const renderBuy = (url: string) =>
  renderPhonePage(
    [
      { path: '/buy', element: <BuyPage /> },
      { path: '/preOrderSuccess', element: <p data-testid="success">ok</p> },
    ],
    { at: url },
  );

const fieldError = (field: string) => within(screen.getByTestId(`field-${field}`)).queryByTestId('field-error')?.textContent;

describe('buy form (phone)', () => {
  it('starts at the MOQ; − does nothing there; shows the schema messages by field and sends nothing', async () => {
    renderBuy('/buy?goodsId=9');
    const stepper = await screen.findByTestId('buy-stepper');
    expect((within(stepper).getByRole('textbox') as HTMLInputElement).value).toBe('100');
    fireEvent.click(within(stepper).getByTestId('stepper-minus'));
    expect((within(stepper).getByRole('textbox') as HTMLInputElement).value).toBe('100');
    expect(screen.getByTestId('buy-amount').textContent).toBe('$1,320.00');

    fireEvent.change(within(screen.getByTestId('field-contactMobile')).getByRole('textbox'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(fieldError('deliveryDate')).toBe('请选择正确的交货日期（yyyy-MM-dd）');
    expect(fieldError('contactMobile')).toBe('请输入正确的手机号');
    expect(fieldError('deliveryPlace')).toBeUndefined();
    expect(net.posts).toEqual([]);
  });

  it('posts /preOrder/create and goes to /preOrderSuccess', async () => {
    const router = renderBuy('/buy?goodsId=9&quantity=200');
    fireEvent.change(await screen.findByTestId('delivery-date'), { target: { value: '2030-01-02' } });
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('success');
    expect(net.posts[0]).toEqual({
      url: '/preOrder/create',
      body: { goodsId: 9, quantity: 200, deliveryPlace: '香港', deliveryDate: '2030-01-02', taxIncluded: false, contactName: '买家', contactMobile: '13900000000', remark: '' },
    });
    expect(router.state.location.search).toBe('?ids=77');
  });

  it("shows the server's refusal (面议) on the page", async () => {
    net.goods = { ...supply, priceMin: null };
    net.refuse = '该商品价格面议，暂不能直接购买，请点击咨询联系谈判人';
    renderBuy('/buy?goodsId=9');
    expect((await screen.findByTestId('buy-price')).textContent).toContain('面议');
    fireEvent.change(screen.getByTestId('delivery-date'), { target: { value: '2030-01-02' } });
    fireEvent.click(screen.getByTestId('buy-submit'));
    await waitFor(() => expect(screen.getByTestId('buy-refusal').textContent).toBe(net.refuse));
  });

  it('a 求购 gets the quote form: price, date code, condition → POST /preOrder/quote', async () => {
    net.goods = { ...supply, type: 2, goodsType: 2, priceMin: null, condition: '' };
    renderBuy('/buy?goodsId=9&mode=quote');
    fireEvent.click(await screen.findByTestId('buy-submit'));
    expect(fieldError('price')).toBe('请输入正确的单价（0.01–1,000,000.00）');
    expect(fieldError('condition')).toBe('请选择成色');
    fireEvent.change(within(screen.getByTestId('field-price')).getByRole('textbox'), { target: { value: '12.5' } });
    fireEvent.click(within(screen.getByTestId('field-condition')).getByText('散新'));
    fireEvent.change(screen.getByTestId('delivery-date'), { target: { value: '2030-01-02' } });
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('success');
    expect(net.posts[0]).toMatchObject({ url: '/preOrder/quote', body: { price: 1250, priceUnit: 10, condition: '散新', dateCode: '24+', quantity: 5000 } });
  });

  it('own goods: 这是您发布的商品, no form', async () => {
    net.goods = { ...supply, contactMobile: '13900000000', isOwner: true };
    renderBuy('/buy?goodsId=9');
    expect((await screen.findByTestId('own-goods')).textContent).toContain('这是您发布的商品');
    expect(screen.queryByTestId('buy-submit')).toBeNull();
  });
});
