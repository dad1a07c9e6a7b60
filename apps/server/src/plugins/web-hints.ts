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
