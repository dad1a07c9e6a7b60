import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FollowModel, FollowType } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';
import { heldLead } from '@/test/dispatch-fixtures';
import { FollowCard } from './follow-card';

const item = heldLead({ model: FollowModel.Buyer, clueType: 2, releaseAt: new Date(Date.now() + 5 * 3600_000 + 60_000).toISOString() });

describe('FollowCard', () => {
  it('shows the lead: part number, 求购 with its 目标价 and unit, quantity, kind, status and the return warning', () => {
    const onOpen = vi.fn();
    render(<FollowCard item={item} onOpen={onOpen} />);
    const card = screen.getByTestId('follow-item');
    expect(card.textContent).toContain('求购');
    expect(card.textContent).toContain('K4A8G165WC-BCTD');
    expect(card.textContent).toContain('三星 · DDR4 8Gb x16 颗粒');
    expect(card.textContent).toContain('目标价 $13.20');
    expect(card.textContent).toContain('10,000 pcs');
    expect(card.textContent).toContain('线索 · 买方');
    expect(screen.getByTestId('follow-item-status').textContent).toBe('跟进中');
    expect(screen.getByTestId('follow-item-release').textContent).toBe('5 小时内未跟进将退回线索池');
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(item);
  });

  it('drops the return warning once followed up or ended, and reads 面议 without a price', () => {
    const { rerender } = render(<FollowCard item={{ ...item, releaseAt: null }} onOpen={() => {}} />);
    expect(screen.queryByTestId('follow-item-release')).toBeNull();
    rerender(<FollowCard item={{ ...item, status: FollowStatus.Done, statusText: '已完成', goodsPrice: null }} onOpen={() => {}} />);
    expect(screen.queryByTestId('follow-item-release')).toBeNull();
    expect(screen.getByTestId('follow-item').textContent).toContain('面议');
  });

  it('shows a trade item by its order and parties, without a lead badge', () => {
    render(
      <FollowCard
        item={{ ...item, type: FollowType.Trade, clueType: null, clueId: null, orderNo: 'PO202611240001', sellerName: '深圳芯源', buyerName: '杭州存储', releaseAt: null }}
        onOpen={() => {}}
      />,
    );
    const text = screen.getByTestId('follow-item').textContent;
    expect(text).toContain('PO202611240001 · 卖方 深圳芯源 · 买方 杭州存储');
    expect(text).toContain('交易 · 买方');
    expect(text).not.toContain('求购');
  });
});
