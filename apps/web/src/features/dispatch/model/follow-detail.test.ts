import { describe, expect, it } from 'vitest';
import { DispatchMsg, InputMsg } from '@mts/shared/messages';
import { FollowStatus } from '@mts/shared/status';
import { followDetail } from '@/test/dispatch-fixtures';
import { closeReasonError, followDetailView, followNoteError } from './follow-detail';

describe('follow note and close reason (the shared schemas)', () => {
  it('takes a note of 1–500 characters once trimmed', () => {
    expect(followNoteError('  价格可谈  ')).toBeNull();
    expect(followNoteError('   ')).toBe(DispatchMsg.noteRequired);
    expect(followNoteError('x'.repeat(501))).toBe(DispatchMsg.noteRequired);
  });
  it('takes a reason of 2–200 characters once trimmed', () => {
    expect(closeReasonError('货主已售出')).toBeNull();
    expect(closeReasonError(' 无 ')).toBe(DispatchMsg.closeReason);
    expect(closeReasonError('x'.repeat(201))).toBe(DispatchMsg.closeReason);
  });
  it('refuses a control character with the schema message, line breaks allowed', () => {
    expect(followNoteError('已联系\u0007货主')).toBe(InputMsg.controlChars);
    expect(closeReasonError('货主\u0000已售出')).toBe(InputMsg.controlChars);
    expect(followNoteError('已联系货主\n明天再跟进')).toBeNull();
  });
});

describe('followDetailView', () => {
  it('offers a pending lead its 发布商品 when the server and the app allow it, and warns of the release', () => {
    const releaseAt = new Date(Date.now() + 90 * 60_000).toISOString();
    const view = followDetailView(followDetail({ releaseAt }), () => true);
    expect(view.isLead).toBe(true);
    expect(view.steps.map((s) => s.key)).toEqual(['publishGoods']);
    expect(view.release).toBe('1 小时内未跟进将退回线索池');
    expect(view.role?.kind).toBe('lead');
    expect(followDetailView(followDetail({ canPublishGoods: false }), () => true).steps).toEqual([]);
    expect(followDetailView(followDetail(), (path) => !path.startsWith('/source/publishGoods')).steps).toEqual([]);
  });
  it('gives an ended item no release warning', () => {
    expect(followDetailView(followDetail({ status: FollowStatus.Done, releaseAt: null }), () => true).release).toBeNull();
  });
  it("a business follower's trade item belongs to the intention-order pool", () => {
    const view = followDetailView(followDetail({ type: 30, identity: 20, model: 2, clueId: null, canPublishGoods: false }), () => true);
    expect(view.isLead).toBe(false);
    expect(view.role?.kind).toBe('preOrder');
  });
});
