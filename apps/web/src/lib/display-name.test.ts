import { describe, expect, it } from 'vitest';
import { avatarChar, displayName } from './display-name';

describe('displayName: how the headers and the user centre name a person', () => {
  it('shows the nickname, then the verified name, and a masked mobile only when there is no name', () => {
    expect(displayName({ nick_name: '陈伟', realName: '*伟', mobile: '13800000020' })).toBe('陈伟');
    expect(displayName({ nick_name: '', realName: '*伟', mobile: '13800000020' })).toBe('*伟');
    expect(displayName({ nick_name: ' ', mobile: '13800000020' })).toBe('138****0020');
    expect(displayName(null)).toBe('');
  });

  it('never shows the mobile\'s last digits as the avatar (the 「20」 of 13800000020)', () => {
    expect(avatarChar(displayName({ nick_name: '陈伟', mobile: '13800000020' }))).toBe('陈');
    expect(avatarChar('*伟')).toBe('伟');
    expect(avatarChar('')).toBe('');
  });
});
