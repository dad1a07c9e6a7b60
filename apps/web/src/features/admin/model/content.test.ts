import { describe, expect, it } from 'vitest';
import { BANNER_SLOTS, NAV_SLOTS, fromImageList, moveId, slotOf, toImageList } from './content';
import { CONSOLE_MENU, menuKeyOf } from './console';

describe('content slots', () => {
  it('has the phone home carousel first and the tab bar as an image pair', () => {
    expect(BANNER_SLOTS[0]).toMatchObject({ which: 2, type: 2, position: 'HOME' });
    expect(BANNER_SLOTS.find((s) => s.pair)).toMatchObject({ which: 2, type: 5, position: 'LAYOUT' });
    expect(new Set(BANNER_SLOTS.map((s) => s.key)).size).toBe(BANNER_SLOTS.length);
    expect(NAV_SLOTS.every((s) => s.type === 5)).toBe(true);
  });
  it('falls back to the first slot for an unknown key', () => {
    expect(slotOf(BANNER_SLOTS, 'pc-home-ad').label).toBe('电脑首页广告条');
    expect(slotOf(BANNER_SLOTS, 'nope')).toBe(BANNER_SLOTS[0]);
  });
  it('is in the console menu', () => {
    expect(CONSOLE_MENU.map((m) => m.label)).toContain('内容');
    expect(menuKeyOf('/pc/admin/content')).toBe('content');
  });
});

describe('moveId', () => {
  const ids = [1, 2, 3, 4];
  it('moves to the top, up and down', () => {
    expect(moveId(ids, 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId(ids, 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveId(ids, 0, 1)).toEqual([2, 1, 3, 4]);
  });
  it('clamps and leaves the list alone when nothing moves', () => {
    expect(moveId(ids, 3, 9)).toEqual(ids);
    expect(moveId(ids, 0, -1)).toEqual(ids);
    expect(moveId(ids, 7, 0)).toEqual(ids);
    expect(moveId(ids, 1, 1)).not.toBe(ids);
  });
});

describe('image fields', () => {
  it('maps one url to the uploader list and back', () => {
    expect(toImageList('')).toEqual([]);
    expect(toImageList('/uploads/a.png')).toEqual(['/uploads/a.png']);
    expect(fromImageList([])).toBe('');
    expect(fromImageList(undefined)).toBe('');
    expect(fromImageList(['/uploads/a.png', '/uploads/b.png'])).toBe('/uploads/b.png');
  });
});
