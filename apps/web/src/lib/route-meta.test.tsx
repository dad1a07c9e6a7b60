import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteMeta, useRouteMeta } from './route-meta';

function Title() {
  return <h1>{useRouteMeta().title}</h1>;
}

const payTitle = (q: URLSearchParams) => (q.get('mode') === 'order' ? '订单支付' : undefined);

const at = (url: string) => {
  const meta: RouteMeta = { title: '确认意向单', titleFor: payTitle };
  render(<RouterProvider router={createMemoryRouter([{ path: '/pay', handle: { meta }, element: <Title /> }], { initialEntries: [url] })} />);
  return screen.getByRole('heading').textContent;
};

describe('route meta titles', () => {
  it('a page with two modes keeps the route title: /pay is 确认意向单 for intention orders and 订单支付 when it pays an order', () => {
    expect(at('/pay?mode=cart&cartIds=1')).toBe('确认意向单');
  });
  it('mode=order', () => {
    expect(at('/pay?mode=order&orderId=3')).toBe('订单支付');
  });
});
