import { describe, expect, it } from 'vitest';
import { ClueStatus } from '@mts/shared/status';
import { leadOwnerActions } from './lead-actions';

describe('leadOwnerActions', () => {
  it('lets the owner edit and withdraw a lead awaiting dispatch', () => {
    expect(leadOwnerActions({ status: ClueStatus.AwaitingDispatch, isOwner: true, canEdit: true })).toEqual({ edit: true, withdraw: true });
  });
  it('shows nothing once dispatched or withdrawn, or to anyone but the owner', () => {
    expect(leadOwnerActions({ status: ClueStatus.Grabbed, isOwner: true, canEdit: true })).toEqual({ edit: false, withdraw: false });
    expect(leadOwnerActions({ status: ClueStatus.Withdrawn, isOwner: true, canEdit: false })).toEqual({ edit: false, withdraw: false });
    expect(leadOwnerActions({ status: ClueStatus.AwaitingDispatch, isOwner: false, canEdit: false })).toEqual({ edit: false, withdraw: false });
  });
});
