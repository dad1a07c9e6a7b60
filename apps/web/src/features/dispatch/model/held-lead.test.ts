import { describe, expect, it } from 'vitest';
import { FollowType } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';
import { heldLeadItem } from './held-lead';

describe('heldLeadItem', () => {
  const lead = { id: 1, type: FollowType.Clue, status: FollowStatus.Pending, clueId: 42 };
  it('finds the pending lead item of that lead only', () => {
    expect(heldLeadItem([lead], 42)).toBe(lead);
    expect(heldLeadItem([lead], 43)).toBeUndefined();
    expect(heldLeadItem([{ ...lead, status: FollowStatus.Done }], 42)).toBeUndefined();
    expect(heldLeadItem([{ ...lead, status: FollowStatus.Released }], 42)).toBeUndefined();
    expect(heldLeadItem([{ ...lead, type: FollowType.Trade }], 42)).toBeUndefined();
    expect(heldLeadItem([], 42)).toBeUndefined();
  });
});
