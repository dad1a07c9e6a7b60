import { describe, expect, it } from 'vitest';
import { actionText } from '../src/modules/order/queries.ts';

describe('order history action texts', () => {
  it('a dispute opened on the order reads 发起纠纷 (not the raw action key); its decisions use the machine labels', () => {
    expect(actionText('openDispute')).toBe('发起纠纷');
    expect(actionText('disputeRefund')).toBe('纠纷退款');
  });
});
