import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '@mts/shared/notice';
import { badgeText } from '../hooks/use-unread';
import { inboxTabOf, messageTarget } from './inbox-page';
import { draftOf, messageTime, quietText, settingsBody, SETTINGS_GROUPS, toggle, validQuietHours } from './message-facts';

describe('message facts', () => {
  it('times: today, yesterday, this year, older', () => {
    const now = new Date(2026, 10, 27, 21, 0);
    expect(messageTime(new Date(2026, 10, 27, 9, 5).toISOString(), now)).toBe('今天 09:05');
    expect(messageTime(new Date(2026, 10, 26, 23, 59).toISOString(), now)).toBe('昨天 23:59');
    expect(messageTime(new Date(2026, 2, 3, 8, 0).toISOString(), now)).toBe('03-03 08:00');
    expect(messageTime(new Date(2025, 11, 31, 8, 0).toISOString(), now)).toBe('2025-12-31');
    expect(messageTime('not a date', now)).toBe('');
  });

  it('badge text: nothing at 0, 99+ above 99', () => {
    expect(badgeText(undefined)).toBe('');
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });

  it('tabs and links: ?tab= names a tab or falls back to 交易; a link opens on the phone as is, on the desktop under /pc', () => {
    expect(inboxTabOf('20')).toBe(20);
    expect(inboxTabOf('99')).toBe(10);
    expect(inboxTabOf(null)).toBe(10);
    expect(messageTarget('/myxg/myBuyOrderDetail?id=7', '')).toBe('/myxg/myBuyOrderDetail?id=7');
    expect(messageTarget('/myxg/myBuyOrderDetail?id=7', '/pc')).toBe('/pc/myxg/myBuyOrderDetail?id=7');
    // never off the site
    expect(messageTarget('https://evil.example/x', '')).toBe('/messages');
    expect(messageTarget('//evil.example/x', '/pc')).toBe('/pc/messages');
  });

  it('settings: every kind in its tab; only changed kinds are sent; a channel the kind lacks stays off', () => {
    expect(SETTINGS_GROUPS.flatMap((g) => g.kinds)).toHaveLength(NOTICE_KINDS.length);
    const saved = draftOf({ kinds: { orderPaid: { sms: true, wechat: true }, orderShipped: { sms: true, wechat: true } }, quietStart: '22:00', quietEnd: '08:00', wechatBound: true, smsBound: true });
    expect(saved.kinds.orderShipped).toEqual({ sms: false, wechat: false });
    expect(saved.kinds.contractToConfirm).toEqual({ sms: false, wechat: false });
    const draft = toggle(saved, 'orderPaid', 'wechat', false);
    expect(settingsBody(saved, draft)).toEqual({ kinds: { orderPaid: { sms: true, wechat: false } }, quietStart: '22:00', quietEnd: '08:00' });
    expect(settingsBody(saved, saved)).toEqual({ quietStart: '22:00', quietEnd: '08:00' });
    expect(validQuietHours({ ...saved, quietStart: '24:00' })).toBe(false);
    expect(quietText('22:00', '08:00')).toBe('22:00 – 08:00（次日）');
    expect(quietText('08:00', '08:00')).toBe('未开启');
  });
});
