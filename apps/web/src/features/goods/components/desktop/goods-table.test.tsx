import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goodsRow } from '@/test/goods-fixtures';
import { GoodsTable } from './goods-table';

vi.mock('@/lib/http', () => ({ getData: vi.fn(), getRows: vi.fn(), http: {} }));


describe('GoodsTable', () => {
  it('shows prices from cents with their unit, target prices for demand and 面议 without a price', () => {
    const onOpen = vi.fn();
    const rows = [
      goodsRow({}),
      goodsRow({ id: 2, goodsId: 2, goodsModel: 'CXDQ3BFAM-CQ-A', priceUnit: 0, priceMin: 8200 }),
      goodsRow({ id: 3, goodsId: 3, goodsModel: 'MT40A1G16TB-062E:F', goodsType: 2, type: 2, priceMin: 2600 }),
      goodsRow({ id: 4, goodsId: 4, goodsModel: 'HMCG88AGBRA190N', goodsType: 2, type: 2, priceMin: null, priceUnit: 0 }),
    ];
    render(<GoodsTable items={rows} onOpen={onOpen} />);
    const trs = screen.getAllByTestId('goods-row');
    expect(trs).toHaveLength(4);
    expect(within(trs[0]).getByText('$13.20')).toBeTruthy();
    expect(within(trs[0]).getByText('10,000')).toBeTruthy();
    expect(within(trs[1]).getByText('¥82.00')).toBeTruthy();
    expect(trs[2].textContent).toContain('目标价 $26.00');
    expect(within(trs[3]).getByText('面议')).toBeTruthy();

    fireEvent.click(trs[1]);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ goodsId: 2 }));
  });

  it('shows 暂无数据 for an empty list', () => {
    render(<GoodsTable items={[]} onOpen={() => {}} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
