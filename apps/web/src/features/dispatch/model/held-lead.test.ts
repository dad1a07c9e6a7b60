import { describe, expect, it } from 'vitest';
import { FollowType } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';
import { heldLeadItem } from './held-lead';

const item = (id: number, clueId: number | null, over: Partial<{ type: number; status: number }> = {}) => ({
  id,
  clueId,
  type: FollowType.Clue,
  status: FollowStatus.Pending,
  ...over,
});

describe('heldLeadItem', () => {
  it('finds the pending lead item of that lead', () => {
    expect(heldLeadItem([item(1, 40), item(2, 42)], 42)).toMatchObject({ id: 2 });
  });
  it('is null for a lead not held, an ended item, a trade item or no id', () => {
    expect(heldLeadItem([item(1, 40)], 42)).toBeNull();
    expect(heldLeadItem([item(1, 42, { status: FollowStatus.Done })], 42)).toBeNull();
    expect(heldLeadItem([item(1, 42, { type: FollowType.Trade })], 42)).toBeNull();
    expect(heldLeadItem([item(1, 42)], 0)).toBeNull();
    expect(heldLeadItem(undefined, 42)).toBeNull();
  });
});
