import { describe, expect, it } from 'vitest';
import { missingNotice } from './evaluate-page';

describe('missingNotice: 订单评价 when the linked order has no row in the tab', () => {
  it('points 待评价 to 已评价 and back', () => {
    expect(missingNotice(0)).toEqual({ text: '该订单暂无待评价的对象', link: '查看已评价', otherTab: '1' });
    expect(missingNotice(1)).toEqual({ text: '您还没有评价过该订单', link: '查看待评价', otherTab: '0' });
  });
});
