import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { GoodsListItem } from '@mts/shared/schemas';
import { goodsRow } from '@/test/goods-fixtures';
import { GoodsCard } from './goods-card';

const base = goodsRow({
  id: 7,
  goodsId: 7,
  goodsName: 'DDR4 8Gb x16 2666',
  deputyTitle: '原厂原装 现货',
  goodsImage: '/static/demo/ddr4.png',
  shopContacts: '张经理',
  createTime: '2025-01-02 10:00:00',
});

const renderCard = (goods: Partial<GoodsListItem>, onOpen = vi.fn()) => {
  render(<GoodsCard goods={{ ...base, ...goods }} onOpen={onOpen} />);
  return onOpen;
};

describe('GoodsCard', () => {
  it('shows a supply listing: part number, dollar price from cents, quantity in pcs, tags and place', () => {
    renderCard({});
    expect(screen.getByText('K4A8G165WC-BCTD')).toBeTruthy();
    expect(screen.getByTestId('goods-price').textContent).toBe('$13.20');
    expect(screen.getByText('10,000 pcs')).toBeTruthy();
    expect(screen.getByText('货源')).toBeTruthy();
    expect(screen.getByText('三星')).toBeTruthy();
    expect(screen.getByText('23+')).toBeTruthy();
    expect(screen.getByText('原装')).toBeTruthy();
    expect(screen.getByText('交货地：香港')).toBeTruthy();
  });

  it('shows yuan prices with ¥', () => {
    renderCard({ priceUnit: 0, priceMin: 8200 });
    expect(screen.getByTestId('goods-price').textContent).toBe('¥82.00');
  });

  it('shows a demand listing with its 目标价', () => {
    renderCard({ type: 2, goodsType: 2, priceMin: 2600 });
    expect(screen.getByText('求购')).toBeTruthy();
    expect(screen.getByTestId('goods-price').textContent).toBe('目标价$26.00');
  });

  it('shows 面议 for a demand listing without a target price', () => {
    renderCard({ type: 2, goodsType: 2, priceMin: null });
    expect(screen.getByTestId('goods-price').textContent).toBe('目标价面议');
  });

  it('opens the listing by goodsId', () => {
    const onOpen = renderCard({});
    fireEvent.click(screen.getByTestId('goods-item'));
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});
