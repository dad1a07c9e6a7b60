/**
 * The console's content pages (issue 12, web): the banner / nav slots the apps read, and the reorder rule.
 * A slot is which (1 desktop, 2 phone) + type (1 logo, 2 carousel, 4 ad strip, 5 nav / tab bar) + position.
 */
export type ContentKind = 'banners' | 'nav';
/** Every content resource with show / hide and delete. */
export type ContentResource = ContentKind | 'news' | 'categories' | 'brands' | 'recGoods' | 'centres';
export type BannerSlot = { key: string; label: string; which: 1 | 2; type: 1 | 2 | 4 | 5; position: 'HOME' | 'LAYOUT' | 'CLUE_SOURCE' | 'CLUE_BUY'; pair?: boolean };

/** The banner slots as the apps read them (the seed fills each); the phone tab bar has an inactive / active image pair. */
export const BANNER_SLOTS: readonly BannerSlot[] = [
  { key: 'm-home-carousel', label: '手机首页轮播', which: 2, type: 2, position: 'HOME' },
  { key: 'm-home-ad', label: '手机首页广告条', which: 2, type: 4, position: 'HOME' },
  { key: 'm-source', label: '手机货源大厅轮播', which: 2, type: 2, position: 'CLUE_SOURCE' },
  { key: 'm-source-ad', label: '手机货源大厅广告条', which: 2, type: 4, position: 'CLUE_SOURCE' },
  { key: 'm-buy', label: '手机求购大厅轮播', which: 2, type: 2, position: 'CLUE_BUY' },
  { key: 'm-buy-ad', label: '手机求购大厅广告条', which: 2, type: 4, position: 'CLUE_BUY' },
  { key: 'm-tabbar', label: '手机底部标签栏', which: 2, type: 5, position: 'LAYOUT', pair: true },
  { key: 'm-logo', label: '手机 Logo', which: 2, type: 1, position: 'LAYOUT' },
  { key: 'pc-home-carousel', label: '电脑首页轮播', which: 1, type: 2, position: 'HOME' },
  { key: 'pc-home-ad', label: '电脑首页广告条', which: 1, type: 4, position: 'HOME' },
  { key: 'pc-source', label: '电脑货源大厅轮播', which: 1, type: 2, position: 'CLUE_SOURCE' },
  { key: 'pc-buy', label: '电脑求购大厅轮播', which: 1, type: 2, position: 'CLUE_BUY' },
  { key: 'pc-nav', label: '电脑顶部导航', which: 1, type: 5, position: 'LAYOUT' },
  { key: 'pc-logo', label: '电脑 Logo', which: 1, type: 1, position: 'LAYOUT' },
];

/** The quick-entry (nav) slots: the phone home's icon grid, the desktop home's strip, the halls' entries. */
export const NAV_SLOTS: readonly BannerSlot[] = [
  { key: 'm-home', label: '手机首页', which: 2, type: 5, position: 'HOME' },
  { key: 'm-source', label: '手机货源大厅', which: 2, type: 5, position: 'CLUE_SOURCE' },
  { key: 'm-buy', label: '手机求购大厅', which: 2, type: 5, position: 'CLUE_BUY' },
  { key: 'pc-home', label: '电脑首页', which: 1, type: 5, position: 'HOME' },
  { key: 'pc-source', label: '电脑货源大厅', which: 1, type: 5, position: 'CLUE_SOURCE' },
  { key: 'pc-buy', label: '电脑求购大厅', which: 1, type: 5, position: 'CLUE_BUY' },
];

export const slotOf = (slots: readonly BannerSlot[], key: string): BannerSlot => slots.find((s) => s.key === key) ?? slots[0]!;

/** The slot's ids after moving the row at `from` to `to` (clamped); the same list when nothing moves. */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return next;
  const [id] = next.splice(from, 1);
  next.splice(target, 0, id!);
  return next;
}

/** An image field's value for the uploader (one picture) and back ('' clears). */
export const toImageList = (url: string | null | undefined): string[] => (url ? [url] : []);
export const fromImageList = (urls: readonly string[] | null | undefined): string => urls?.[urls.length - 1] ?? '';

/** The recommended-goods slots (/recGoods/list which + position). */
export const REC_SLOTS = [
  { key: 'm-home', label: '手机首页推荐', which: 2, position: 'HOME' },
  { key: 'pc-home', label: '电脑首页推荐', which: 1, position: 'HOME' },
] as const;
