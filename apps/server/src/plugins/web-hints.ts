import { type Device, devicePath } from '@mts/shared/device';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules a device's first page needs before it can paint: the device's app, and for the home pages
 * their layout and page. Everything else (other routes) is found by the app itself, one step later. The
 * keys are the web app's source paths as Vite's manifest names them; a key the build lacks is skipped.
 */
const APP_MODULE: Record<Device, string> = { mobile: 'src/app/mobile-app.tsx', desktop: 'src/app/desktop-app.tsx' };
const PAGE_MODULES: Record<Device, Record<string, string[]>> = {
  mobile: {
    '/': ['src/routes/mobile/tab-layout.tsx', 'src/routes/mobile/home.tsx'],
    '/home': ['src/routes/mobile/tab-layout.tsx', 'src/routes/mobile/home.tsx'],
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
  for (const href of assets.styles) links.push(`<link rel="preload" as="style" href="${attr(href)}">`);
  return links.join('\n    ');
}

export function injectHints(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}

/** The id of the phone home's static first paint; the web app removes it (apps/web/src/lib/static-shell.ts). */
export const SHELL_ID = 'mts-shell';

/**
 * A static first paint for the phone home, sent with the page so the browser paints the header, the search
 * field and the first carousel banner (the page's largest paint) before any script has run. Plain markup with
 * inline styles only (the app's stylesheets arrive with its scripts), drawn to the same pixels as the React
 * page (home.module.css, search-entry.module.css, banner-carousel.module.css). It lies over the empty #root
 * (absolutely positioned, not in the flow, no pointer events) and the home page removes it once its own
 * carousel is on screen, so nothing below it moves. No script: a strict `script-src 'self'` applies.
 */
export function phoneHomeShell(banner: { src: string; title: string } | null): string {
  const img = banner
    ? `<img src="${attr(banner.src)}" alt="${attr(banner.title)}" width="690" height="300" fetchpriority="high" decoding="async" style="display:block;width:100%;height:100%;object-fit:cover">`
    : '';
  return (
    `<div id="${SHELL_ID}" aria-hidden="true" style="position:absolute;top:0;left:0;right:0;z-index:50;max-width:750px;min-height:100vh;margin:0 auto;pointer-events:none;background:#f5f6f8;color:#1f2329;font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif;font-size:14px;-webkit-font-smoothing:antialiased;box-sizing:border-box">` +
    `<div style="padding:10px 12px 52px;background:linear-gradient(180deg,#1668dc 0%,#3b82f0 100%);color:#fff">` +
    `<div style="display:flex;align-items:baseline;gap:8px;height:28px;margin-bottom:10px"><span style="font-size:22px;font-weight:800;letter-spacing:1px;font-style:italic">MTS</span><span style="font-size:13px;opacity:.9">存储芯片现货交易平台</span></div>` +
    `<div style="display:flex;align-items:center;gap:6px;height:36px;padding:0 14px;border-radius:18px;background:#fff;font-size:14px">` +
    `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" style="flex:none;color:#8f959e"><circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/></svg>` +
    `<span style="flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:#a8adb5">搜索型号 / 品牌 / 分类</span></div></div>` +
    `<div style="margin:-44px 12px 0;border-radius:8px;overflow:hidden;background:#e9edf3;box-shadow:0 2px 10px rgba(0,0,0,.06);aspect-ratio:690/300">${img}</div>` +
    `</div>`
  );
}

/** Puts the shell right after the empty #root of the built page. */
export function injectShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  return at < 0 ? html : `${html.slice(0, at + root.length)}\n    ${shell}${html.slice(at + root.length)}`;
}
