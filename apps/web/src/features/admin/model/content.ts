/**
 * The console's content pages (issue 12, web): the banner / nav slots the apps read, and the reorder rule.
 * A slot is which (1 desktop, 2 phone) + type (1 logo, 2 carousel, 4 ad strip, 5 nav / tab bar) + position.
 */
export type ContentKind = 'banners' | 'nav';
/** Every content resource with show / hide and delete. */
export type ContentResource = ContentKind | 'news' | 'categories' | 'brands' | 'recGoods' | 'centres';
export type BannerSlot = { key: string; label: string; which: 1 | 2; type: 1 | 2 | 4 | 5; position: 'HOME' | 'LAYOUT' | 'CLUE_SOURCE' | 'CLUE_BUY'; pair?: boolean };

const APPS = [
  { which: 2, key: 'm', name: '手机' },
  { which: 1, key: 'pc', name: '电脑' },
] as const;
const PLACES = [
  { position: 'HOME', key: 'home', name: '首页' },
  { position: 'CLUE_SOURCE', key: 'source', name: '货源大厅' },
  { position: 'CLUE_BUY', key: 'buy', name: '求购大厅' },
] as const;

type App = (typeof APPS)[number];
type Place = (typeof PLACES)[number];

const carousel = (app: App, place: Place): BannerSlot => ({
  key: place.key === 'home' ? `${app.key}-home-carousel` : `${app.key}-${place.key}`,
  label: `${app.name}${place.name}轮播`,
  which: app.which,
  type: 2,
  position: place.position,
});
const adStrip = (app: App, place: Place): BannerSlot => ({ key: `${app.key}-${place.key}-ad`, label: `${app.name}${place.name}广告条`, which: app.which, type: 4, position: place.position });
/** Ad strips under the phone's home and halls' carousels; on the desktop under the home's only. */
const hasAdStrip = (app: App, place: Place) => app.key === 'm' || place.key === 'home';
/** The layout slots: the phone's tab bar (an inactive / active image pair) or the desktop's top nav, then the logo. */
const layoutSlots = (app: App): BannerSlot[] => [
  app.key === 'm' ? { key: 'm-tabbar', label: '手机底部标签栏', which: 2, type: 5, position: 'LAYOUT', pair: true } : { key: 'pc-nav', label: '电脑顶部导航', which: 1, type: 5, position: 'LAYOUT' },
  { key: `${app.key}-logo`, label: `${app.name} Logo`, which: app.which, type: 1, position: 'LAYOUT' },
];

/** The banner slots as the apps read them (the seed fills each), the phone's first: each place's carousel (and ad strip), then the layout. */
export const BANNER_SLOTS: readonly BannerSlot[] = APPS.flatMap((app) => [
  ...PLACES.flatMap((place) => (hasAdStrip(app, place) ? [carousel(app, place), adStrip(app, place)] : [carousel(app, place)])),
  ...layoutSlots(app),
]);

/** The quick-entry (nav) slots, each app's home and halls: the phone home's icon grid, the desktop home's strip, the halls' entries. */
export const NAV_SLOTS: readonly BannerSlot[] = APPS.flatMap((app) =>
  PLACES.map((place) => ({ key: `${app.key}-${place.key}`, label: `${app.name}${place.name}`, which: app.which, type: 5 as const, position: place.position })),
);

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
