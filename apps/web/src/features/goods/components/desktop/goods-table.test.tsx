import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GoodsListItem } from '@mts/shared/schemas';
import { GoodsTable } from './goods-table';

vi.mock('@/lib/http', () => ({ getData: vi.fn(), getRows: vi.fn(), http: {} }));

const goods = (over: Partial<GoodsListItem>): GoodsListItem => ({
  id: 1,
  goodsId: 1,
  goodsName: 'DDR4 8Gb',
  deputyTitle: '8Gb x16 2666',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsImage: '',
  goodsType: 1,
  type: 1,
  priceUnit: 10,
  priceMin: 1320,
  quantity: 10000,
  shopContacts: '',
  brandName: '三星',
  categoryId: 11,
  categoryName: 'DDR4',
  dateCode: '23+',
  condition: '原装',
  deliveryPlace: '香港',
  createTime: '2026-03-01 10:00:00',
  path: '',
  ...over,
});

describe('GoodsTable', () => {
  it('shows prices from cents with their unit, target prices for demand and 面议 without a price', () => {
    const onOpen = vi.fn();
    const rows = [
      goods({}),
      goods({ id: 2, goodsId: 2, goodsModel: 'CXDQ3BFAM-CQ-A', priceUnit: 0, priceMin: 8200 }),
      goods({ id: 3, goodsId: 3, goodsModel: 'MT40A1G16TB-062E:F', goodsType: 2, type: 2, priceMin: 2600 }),
      goods({ id: 4, goodsId: 4, goodsModel: 'HMCG88AGBRA190N', goodsType: 2, type: 2, priceMin: null, priceUnit: 0 }),
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
