import { SITE_DEFAULTS } from '@mts/shared/constants';
import { type Device, devicePath } from '@mts/shared/device';
import type { SiteConfig } from '@mts/shared/schemas';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules a device's first page needs before it can paint: the device's app, and for the home pages
 * (and the phone's 行情) their layout and page. Everything else (other routes) is found by the app itself, one step later. The
 * keys are the web app's source paths as Vite's manifest names them; a key the build lacks is skipped.
 */
const APP_MODULE: Record<Device, string> = { mobile: 'src/app/mobile-app.tsx', desktop: 'src/app/desktop-app.tsx' };
const PAGE_MODULES: Record<Device, Record<string, string[]>> = {
  mobile: {
    '/': ['src/routes/mobile/tab-layout.tsx', 'src/routes/mobile/home.tsx'],
    '/home': ['src/routes/mobile/tab-layout.tsx', 'src/routes/mobile/home.tsx'],
    // 行情 (issue 25; Lighthouse mobile ≥ 90): its page chunk and the page-loader step before it, fetched with the app.
    '/market': ['src/app/mobile/page-loaders.ts', 'src/routes/mobile/market.tsx'],
  },
  desktop: {
    '/pc/home': ['src/routes/desktop/layout.tsx', 'src/routes/desktop/home.tsx'],
  },
};

/** The path the page ends up on once the web entry applies the device's /pc rule. */
export function devicePage(device: Device, pathname: string): string {
  return devicePath(device, pathname) ?? pathname;
}

/** Scripts and stylesheets to hint for a page: its modules' chunks and static imports, minus what index.html already loads. */
export function pageAssets(manifest: ViteManifest, device: Device, pathname: string): { scripts: string[]; styles: string[] } {
  const inHtml = new Set<string>();
  const walk = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, seen);
  };
  walk('index.html', inHtml);

  const needed = new Set<string>();
  const roots = [APP_MODULE[device], ...(PAGE_MODULES[device][devicePage(device, pathname)] ?? [])];
  for (const root of roots) walk(root, needed);

  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of needed) {
    const chunk = manifest[key]!;
    if (!inHtml.has(key)) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  }
  return { scripts, styles };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <link> hints injected before </head>: the LCP image first (fetchpriority high), then the chunks as
 * modulepreload and the stylesheets as preload. Only <link> elements: the page keeps no inline script
 * (a strict `script-src 'self'` policy applies).
 */
export function hintLinks(assets: { scripts: string[]; styles: string[] }, lcpImage: string | null): string {
  const links: string[] = [];
  if (lcpImage) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${attr(lcpImage)}">`);
  for (const src of assets.scripts) links.push(`<link rel="modulepreload" crossorigin href="${attr(src)}">`);
  for (const href of assets.styles) links.push(`<link rel="preload" as="style" crossorigin href="${attr(href)}">`);
  return links.join('\n    ');
}

export function injectHints(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}

/** The id of the home pages' static first paint; the web app removes it (apps/web/src/lib/static-shell.ts). */
export const SHELL_ID = 'mts-shell';

/**
 * A static first paint for the phone home, sent with the page so the browser paints the header, the search
 * field and the first carousel banner (the page's largest paint) before any script has run. Plain markup with
 * inline styles only (the app's stylesheets arrive with its scripts), drawn to the same pixels as the React
 * page (home.module.css, search-entry.module.css, banner-carousel.module.css). It lies over the empty #root
 * (absolutely positioned, not in the flow, no pointer events) and the home page removes it once its own
 * carousel is on screen, so nothing below it moves. No script: a strict `script-src 'self'` applies.
 */
export function phoneHomeShell(banner: { src: string; title: string } | null, brand: string = SITE_DEFAULTS.brand): string {
  const img = banner
    ? `<img src="${attr(banner.src)}" alt="${attr(banner.title)}" width="690" height="300" fetchpriority="high" decoding="async" style="display:block;width:100%;height:100%;object-fit:cover">`
    : '';
  return (
    `<div id="${SHELL_ID}" aria-hidden="true" style="position:absolute;top:0;left:0;right:0;z-index:50;max-width:750px;min-height:100vh;margin:0 auto;pointer-events:none;background:#f5f6f8;color:#1f2329;font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif;font-size:14px;-webkit-font-smoothing:antialiased;box-sizing:border-box">` +
    `<div style="padding:10px 12px 52px;background:linear-gradient(180deg,#1668dc 0%,#3b82f0 100%);color:#fff">` +
    `<div style="display:flex;align-items:baseline;gap:8px;height:28px;margin-bottom:10px"><span style="font-size:22px;font-weight:800;letter-spacing:1px;font-style:italic">${attr(brand)}</span><span style="font-size:13px;opacity:.9">存储芯片现货交易平台</span></div>` +
    `<div style="display:flex;align-items:center;gap:6px;height:36px;padding:0 14px;border-radius:18px;background:#fff;font-size:14px">` +
    `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" style="flex:none;color:#8f959e"><circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/></svg>` +
    `<span style="flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:#a8adb5">搜索型号 / 品牌 / 分类</span></div></div>` +
    `<div style="margin:-44px 12px 0;border-radius:8px;overflow:hidden;background:#e9edf3;box-shadow:0 2px 10px rgba(0,0,0,.06);aspect-ratio:690/300">${img}</div>` +
    `</div>`
  );
}

/**
 * The phone's 行情 page (/market, issue 25; Lighthouse mobile ≥ 90) paints its top from the page itself too: the nav
 * bar, the search field with its button, the ¥ / $ switch and the 价格指数 card's heading, drawn to the pixels of
 * page-top.module.css and features/market/components/common/market.module.css. The figures come from the API and
 * are left out (their space is grey). The app's frame removes it as soon as the page is its own
 * (routes/mobile/shell.tsx: any page but the home, at once).
 */
export function phoneMarketShell(): string {
  const card = 'background:#fff;border-radius:10px;padding:14px';
  const cell = 'min-height:112px;border:1px solid #f0f0f0;border-radius:8px;background:#fafafa;box-sizing:border-box';
  return (
    `<div id="${SHELL_ID}" aria-hidden="true" style="position:absolute;top:0;left:0;right:0;z-index:50;min-height:100vh;pointer-events:none;background:#f5f6f8;color:#1f1f1f;font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif;font-size:14px;-webkit-font-smoothing:antialiased;box-sizing:border-box">` +
    `<div style="height:45px;display:flex;align-items:center;justify-content:center;background:#fff;border-bottom:1px solid #f0f1f3;font-size:18px">行情</div>` +
    `<div style="display:flex;flex-direction:column;gap:12px;padding:12px">` +
    `<div style="display:flex;gap:8px"><span style="flex:1;height:40px;box-sizing:border-box;border:1px solid #d9d9d9;border-radius:8px;padding:0 12px;background:#fff;color:#a8a8a8;font-size:15px;line-height:38px;overflow:hidden;white-space:nowrap">输入型号，如 K4A8G165WC</span>` +
    `<span style="height:40px;padding:0 16px;border-radius:8px;background:#1668dc;color:#fff;line-height:40px">查行情</span></div>` +
    `<div style="align-self:flex-start;display:flex;gap:2px;padding:2px;border-radius:8px;background:#f0f2f5;font-size:13px"><span style="padding:0 10px;line-height:32px;border-radius:6px;background:#fff;color:#1668dc;font-weight:600">人民币 ¥</span><span style="padding:0 10px;line-height:32px;color:#595959">美元 $</span></div>` +
    `<div style="${card}"><div style="margin:0 0 12px;font-size:16px;font-weight:600;line-height:1.5">价格指数 <span style="margin-left:8px;color:#8c8c8c;font-size:12px;font-weight:400">各篮子成员型号成交均价（无成交取卖价中位）加权，首日 = 1000</span></div>` +
    `<div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">${`<div style="${cell}"></div>`.repeat(6)}</div></div>` +
    `</div></div>`
  );
}

const PC_FONT = `-apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','WenQuanYi Micro Hei','Helvetica Neue',Arial,sans-serif`;
const PC_GRADIENT = 'linear-gradient(120deg,#071a3d 0%,#0c2c66 48%,#123f8f 100%)';

/**
 * The same kind of first paint for the desktop home (/pc/home): the dark header with the logo plate and the hero
 * (title, line, search field), drawn to the pixels of desktop.css, home.css and search-box.css. antd styles
 * itself from its scripts (CSS-in-JS), so without this nothing paints before the whole desktop app has run;
 * the hero's title is the page's largest paint. The nav links and hot words come from the API and are left
 * out. Removed by the home once its hero is on screen (apps/web/src/lib/static-shell.ts).
 */
export function desktopHomeShell(logo: { src: string; title: string } | null): string {
  const img = logo ? `<img src="${attr(logo.src)}" alt="${attr(logo.title)}" style="display:block;height:100%;width:auto">` : '';
  const box = 'width:1480px;margin:0 auto;padding:0 24px;box-sizing:border-box';
  return (
    `<div id="${SHELL_ID}" aria-hidden="true" style="position:absolute;top:0;left:0;z-index:200;width:100%;min-width:1480px;min-height:100vh;pointer-events:none;background:#f5f6f8;font-family:${PC_FONT};font-size:14px;line-height:1.5714">` +
    `<div style="position:relative;height:488px;overflow:hidden;background:${PC_GRADIENT};background-attachment:fixed;color:#fff">` +
    `<div style="position:absolute;right:-120px;top:-79px;width:640px;height:640px;border-radius:50%;background:radial-gradient(circle,rgba(64,150,255,.35),transparent 65%)"></div>` +
    `<div style="height:80px;border-bottom:1px solid rgba(255,255,255,.08)"><div style="${box};height:100%;display:flex;align-items:center">` +
    `<div style="height:44px;padding:4px 12px;border-radius:8px;background:#fff;box-sizing:border-box">${img}</div></div></div>` +
    `<div style="${box};position:relative;padding-top:72px">` +
    `<h1 style="margin:0 0 14px;font-size:46px;font-weight:700;letter-spacing:3px">存储芯片现货交易平台</h1>` +
    `<p style="margin:0 0 32px;font-size:18px;color:rgba(255,255,255,.78)">DRAM · NAND Flash · eMMC/UFS · 内存条 · SSD，货源与求购实时撮合，担保交易验货放款</p>` +
    `<div style="display:flex;width:760px;height:40px;border-radius:8px;overflow:hidden;background:#fff;font-size:16px">` +
    `<span style="flex:1;padding:8px 12px;color:rgba(0,0,0,.25)">输入型号、品牌或分类，如 K4A8G165WC</span>` +
    `<span style="flex:none;width:68px;display:flex;align-items:center;justify-content:center;background:#1668dc;color:#fff">搜 索</span></div>` +
    `</div></div></div>`
  );
}

/**
 * The configured site name in the page itself: the <title> every page starts with, and
 * `<meta name="application-name">` and the brand as `<meta name="mts-brand">`, which the web's page titles and logos
 * read (apps/web/src/lib/site-name.ts) without asking the API, so a renamed site shows its name from the first paint on.
 */
export function injectSite(html: string, site: Pick<SiteConfig, 'siteName' | 'brand'>): string {
  const name = attr(site.siteName).replace(/>/g, '&gt;');
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
  const meta = `<meta name="application-name" content="${name}">\n  <meta name="mts-brand" content="${attr(site.brand)}">`;
  const at = titled.indexOf('</head>');
  return at < 0 ? titled : `${titled.slice(0, at)}  ${meta}\n  ${titled.slice(at)}`;
}

/** Puts the shell right after the empty #root of the built page. */
export function injectShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  return at < 0 ? html : `${html.slice(0, at + root.length)}\n    ${shell}${html.slice(at + root.length)}`;
}
