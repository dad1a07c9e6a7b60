import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Msg } from '@mts/shared/messages';
import { goodsRow } from '@/test/goods-fixtures';
import { GoodsListTable } from './goods-list-table';


describe('GoodsListTable (the desktop home list, plain markup)', () => {
  it('shows the columns of GoodsTable, marks supply and demand rows, and opens a row', () => {
    const onOpen = vi.fn();
    const rows = [goodsRow({}), goodsRow({ id: 3, goodsId: 3, goodsModel: 'MT40A1G16TB-062E:F', goodsType: 2, type: 2, priceMin: 2600 })];
    render(<GoodsListTable items={rows} onOpen={onOpen} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['型号', '品牌', '规格', '批号', '成色', '数量 (pcs)', '价格', '交货地', '发布时间']);
    const trs = screen.getAllByTestId('goods-row');
    expect(trs.map((tr) => tr.getAttribute('data-goods-type'))).toEqual(['supply', 'demand']);
    expect(within(trs[0]!).getByText('K4A8G165WC-BCTD')).toBeTruthy();
    expect(within(trs[0]!).getByText('$13.20')).toBeTruthy();
    expect(within(trs[0]!).getByText('10,000')).toBeTruthy();
    expect(trs[1]!.textContent).toContain('目标价 $26.00');
    fireEvent.click(trs[1]!);
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });

  it('says so when there is nothing, and shows no rows while loading', () => {
    const { rerender } = render(<GoodsListTable items={[]} onOpen={() => {}} />);
    expect(screen.getByText(Msg.empty)).toBeTruthy();
    rerender(<GoodsListTable items={[goodsRow({})]} loading onOpen={() => {}} />);
    expect(screen.queryAllByTestId('goods-row')).toHaveLength(0);
  });
});
