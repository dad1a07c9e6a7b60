/**
 * Draws the demo pictures (SVG) into apps/server/static/demo: goods (a drawing of each part with its
 * part number), category, brand and shortcut icons, tab icons, banners, news covers, logo, avatars
 * and the default image. Run: `npx tsx apps/server/scripts/generate-demo-images.ts` (the logo names SITE_BRAND, default MTS).
 *
 * The goods pictures, banners, shortcut and tab icons are served as WebP drawn from those SVGs (the seed points at
 * the .webp): a browser opens every SVG <img> as a small document of its own, parsed, laid out and painted on
 * the page's main thread (about 40 on the phone home, 0.4 s of main-thread work before any slowdown), while a
 * raster image decodes off it. Uploads are never SVG, so WebP is also what a real deployment shows.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { siteConfigOf, STATIC_DIR } from '../src/config.ts';
import { BRANDS, CATEGORY_TREE, type CategoryDef, PARTS, type PartDef, partImageName } from '../src/db/seed/catalog.ts';
import { BANNER_ART, type BannerArt, NEWS, SHORTCUTS } from '../src/db/seed/content.ts';

const OUT = path.join(STATIC_DIR, 'demo');
const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif`;
const MONO = `'JetBrains Mono','DejaVu Sans Mono',Menlo,Consolas,monospace`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hsl = (h: number, s: number, l: number) => `hsl(${h},${s}%,${l}%)`;

function write(rel: string, body: string) {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body.replace(/\n\s*/g, '\n').trim() + '\n');
}

const svg = (w: number, h: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;

const text = (x: number, y: number, s: string, size: number, fill: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;

/** Font size so that `s` fits in `width` (rough glyph widths: CJK 1em, latin 0.6em). */
const fit = (s: string, width: number, max: number) => {
  const em = [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.62), 0);
  return Math.max(9, Math.min(max, Math.floor(width / Math.max(em, 1))));
};

// ---------- goods ----------

function chipBody(x: number, y: number, w: number, h: number, brand: string, model: string, spec: string) {
  const size = fit(model, w - 36, 26);
  return `
  <rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="12" fill="#000" opacity=".18"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="url(#body)" stroke="#3a3f47" stroke-width="2"/>
  <circle cx="${x + 22}" cy="${y + 22}" r="7" fill="#4b515b"/>
  ${text(x + w / 2, y + h * 0.34, brand.toUpperCase(), 24, '#e8eaed', 'text-anchor="middle" font-weight="700" letter-spacing="2"')}
  <text x="${x + w / 2}" y="${y + h * 0.58}" font-family="${MONO}" font-size="${size}" fill="#f5f6f7" text-anchor="middle" font-weight="600">${esc(model)}</text>
  ${text(x + w / 2, y + h * 0.8, spec, fit(spec, w - 40, 16), '#aab0b8', 'text-anchor="middle"')}`;
}

function goodsSvg(part: PartDef): string {
  const brand = BRANDS.find((b) => b.slug === part.brand)!;
  const hue = brand.hue;
  const defs = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 97)}"/><stop offset="1" stop-color="${hsl(hue, 55, 88)}"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d3139"/><stop offset="1" stop-color="#15171b"/></linearGradient>
    <linearGradient id="pcb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f7a4d"/><stop offset="1" stop-color="#125c37"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#c99a2e"/></linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a4f57"/><stop offset="1" stop-color="#24272c"/></linearGradient>
  </defs>`;
  let art = '';
  const label = (x: number, y: number, w: number, h: number) => `
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fff"/>
    ${text(x + 10, y + h * 0.42, brand.nameEn, 14, '#1f2329', 'font-weight="700"')}
    <text x="${x + 10}" y="${y + h * 0.8}" font-family="${MONO}" font-size="${fit(part.model, w - 20, 15)}" fill="#1f2329">${esc(part.model)}</text>`;
  switch (part.form) {
    case 'tsop': {
      const pins = Array.from({ length: 16 }, (_, i) => `<rect x="${72 + i * 16}" y="96" width="8" height="22" fill="#c0c4cc"/><rect x="${72 + i * 16}" y="272" width="8" height="22" fill="#c0c4cc"/>`).join('');
      art = pins + chipBody(60, 114, 280, 160, brand.nameEn, part.model, part.spec);
      break;
    }
    case 'soic': {
      const pins = Array.from({ length: 4 }, (_, i) => `<rect x="66" y="${132 + i * 38}" width="28" height="12" fill="#c0c4cc"/><rect x="306" y="${132 + i * 38}" width="28" height="12" fill="#c0c4cc"/>`).join('');
      art = pins + chipBody(90, 110, 220, 170, brand.nameEn, part.model, part.spec);
      break;
    }
    case 'dimm':
    case 'sodimm': {
      const w = part.form === 'dimm' ? 360 : 270;
      const x = (400 - w) / 2;
      const chips = Array.from({ length: part.form === 'dimm' ? 8 : 4 }, (_, i) => `<rect x="${x + 14 + i * ((w - 28) / (part.form === 'dimm' ? 8 : 4))}" y="132" width="${(w - 28) / (part.form === 'dimm' ? 8 : 4) - 8}" height="44" rx="3" fill="#1c1e22"/>`).join('');
      const fingers = Array.from({ length: Math.floor((w - 20) / 7) }, (_, i) => `<rect x="${x + 10 + i * 7}" y="232" width="4" height="20" fill="url(#gold)"/>`).join('');
      art = `<rect x="${x + 5}" y="118" width="${w}" height="140" rx="6" fill="#000" opacity=".15"/>
        <rect x="${x}" y="112" width="${w}" height="140" rx="6" fill="url(#pcb)"/>${chips}${fingers}
        <rect x="${x + w * 0.55}" y="244" width="10" height="12" fill="${hsl(hue, 55, 93)}"/>
        ${label(x + 14, 186, Math.min(250, w - 28), 40)}`;
      break;
    }
    case 'm2': {
      art = `<rect x="34" y="156" width="340" height="92" rx="6" fill="#000" opacity=".15"/>
        <rect x="28" y="150" width="340" height="92" rx="6" fill="#1b1d21"/>
        <rect x="28" y="160" width="22" height="72" fill="url(#gold)"/><rect x="36" y="178" width="14" height="8" fill="#1b1d21"/>
        <circle cx="356" cy="196" r="8" fill="${hsl(hue, 55, 93)}"/>
        <rect x="64" y="166" width="56" height="56" rx="4" fill="#34373d"/><rect x="132" y="166" width="86" height="60" rx="4" fill="#2a2d32"/><rect x="228" y="166" width="86" height="60" rx="4" fill="#2a2d32"/>
        ${label(120, 106, 220, 40)}`;
      break;
    }
    case 'ssd25': {
      art = `<rect x="66" y="96" width="280" height="200" rx="14" fill="#000" opacity=".15"/>
        <rect x="60" y="88" width="280" height="200" rx="14" fill="url(#metal)"/>
        <rect x="80" y="120" width="240" height="136" rx="8" fill="#fff"/>
        ${text(200, 160, brand.nameEn, 24, '#1f2329', 'text-anchor="middle" font-weight="700"')}
        <text x="200" y="196" font-family="${MONO}" font-size="${fit(part.model, 220, 17)}" fill="#1f2329" text-anchor="middle">${esc(part.model)}</text>
        ${text(200, 230, part.spec, fit(part.spec, 220, 15), '#646a73', 'text-anchor="middle"')}`;
      break;
    }
    case 'card':
    case 'usb': {
      const card = part.form === 'card';
      art = card
        ? `<path d="M132 92 h110 l26 26 v176 a10 10 0 0 1 -10 10 h-126 a10 10 0 0 1 -10 -10 v-192 a10 10 0 0 1 10 -10z" fill="url(#body)"/>
           <rect x="138" y="100" width="100" height="22" rx="3" fill="url(#gold)" opacity=".9"/>
           ${text(200, 182, brand.nameEn, 20, '#fff', 'text-anchor="middle" font-weight="700"')}
           ${text(200, 232, (part.spec.match(/\d+(GB|TB)/) ?? [''])[0], 34, hsl(hue, 80, 70), 'text-anchor="middle" font-weight="800"')}
           <text x="200" y="272" font-family="${MONO}" font-size="${fit(part.model, 120, 12)}" fill="#c9cdd4" text-anchor="middle">${esc(part.model)}</text>`
        : `<rect x="90" y="150" width="70" height="56" rx="4" fill="#c0c4cc"/><rect x="104" y="164" width="14" height="10" fill="#8a9099"/><rect x="130" y="164" width="14" height="10" fill="#8a9099"/>
           <rect x="150" y="124" width="190" height="108" rx="22" fill="url(#body)"/>
           ${text(245, 168, brand.nameEn, 20, '#fff', 'text-anchor="middle" font-weight="700"')}
           <text x="245" y="200" font-family="${MONO}" font-size="${fit(part.model, 160, 14)}" fill="#c9cdd4" text-anchor="middle">${esc(part.model)}</text>`;
      break;
    }
    case 'wafer': {
      const dies: string[] = [];
      for (let gx = -6; gx <= 6; gx++)
        for (let gy = -6; gy <= 6; gy++) {
          const cx = 200 + gx * 20;
          const cy = 190 + gy * 20;
          if ((cx - 200) ** 2 + (cy - 190) ** 2 < 120 ** 2) dies.push(`<rect x="${cx - 9}" y="${cy - 9}" width="18" height="18" fill="${hsl(hue + ((gx + gy) & 3) * 8, 45, 62)}" opacity=".9"/>`);
        }
      art = `<circle cx="200" cy="190" r="140" fill="url(#metal)"/><circle cx="200" cy="190" r="134" fill="${hsl(hue, 30, 78)}"/>${dies.join('')}
        <path d="M190 328 l10 -10 l10 10z" fill="${hsl(hue, 55, 92)}"/>`;
      break;
    }
    default:
      art = chipBody(70, 90, 260, 220, brand.nameEn, part.model, part.spec);
  }
  const caption = part.form === 'wafer' ? `${brand.name} · ${part.model}` : `${brand.name} ${brand.nameEn}`;
  return svg(400, 400, `${defs}<rect width="400" height="400" fill="url(#bg)"/>${art}
    ${text(200, 366, caption, fit(caption, 340, 18), hsl(hue, 40, 30), 'text-anchor="middle" font-weight="600"')}`);
}

// ---------- icons ----------

function glyphIcon(size: number, glyph: string, hue: number, radius = 0.28) {
  const r = size * radius;
  return svg(size, size, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 62)}"/><stop offset="1" stop-color="${hsl(hue + 18, 75, 44)}"/></linearGradient></defs>
    <rect width="${size}" height="${size}" rx="${r}" fill="url(#g)"/>
    <rect x="${size * 0.16}" y="${size * 0.16}" width="${size * 0.68}" height="${size * 0.68}" rx="${size * 0.1}" fill="#fff" opacity=".16"/>
    ${text(size / 2, size * 0.6, glyph, fit(glyph, size * 0.7, size * 0.3), '#fff', 'text-anchor="middle" font-weight="700"')}`);
}

function categorySvg(c: CategoryDef) {
  return glyphIcon(120, c.glyph, c.hue);
}

const TAB_PATHS: Record<string, string> = {
  home: '<path d="M8 22 L24 9 L40 22 V39 a2 2 0 0 1 -2 2 H29 V30 H19 V41 H10 a2 2 0 0 1 -2 -2z" fill="none" stroke="C" stroke-width="3" stroke-linejoin="round"/>',
  category: '<rect x="8" y="8" width="13" height="13" rx="3" fill="none" stroke="C" stroke-width="3"/><rect x="27" y="8" width="13" height="13" rx="3" fill="none" stroke="C" stroke-width="3"/><rect x="8" y="27" width="13" height="13" rx="3" fill="none" stroke="C" stroke-width="3"/><circle cx="33.5" cy="33.5" r="7" fill="none" stroke="C" stroke-width="3"/>',
  clue: '<rect x="9" y="7" width="30" height="35" rx="4" fill="none" stroke="C" stroke-width="3"/><path d="M16 17 H32 M16 25 H32 M16 33 H26" stroke="C" stroke-width="3" stroke-linecap="round"/>',
  user: '<circle cx="24" cy="17" r="8" fill="none" stroke="C" stroke-width="3"/><path d="M9 41 c1 -9 7 -14 15 -14 s14 5 15 14" fill="none" stroke="C" stroke-width="3" stroke-linecap="round"/>',
};

function tabSvg(name: string, active: boolean) {
  if (name === 'publish') {
    const [a, b] = active ? ['#4096ff', '#0958d9'] : ['#69b1ff', '#1677ff'];
    return svg(96, 96, `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
      <circle cx="48" cy="48" r="44" fill="url(#p)"/><path d="M48 28 V68 M28 48 H68" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`);
  }
  const color = active ? '#1677ff' : '#999999';
  const fill = active ? `<rect width="48" height="48" fill="none"/>` : '';
  return svg(48, 48, fill + TAB_PATHS[name]!.replaceAll('"C"', `"${color}"`));
}

// ---------- banners, news, logo ----------

function bannerSvg(a: BannerArt) {
  const { width: w, height: h } = a;
  const titleSize = Math.round(h * (h < 220 ? 0.26 : 0.16));
  const subSize = Math.round(titleSize * 0.45);
  const x = w * 0.07;
  const chips = Array.from({ length: 3 }, (_, i) => {
    const cw = h * 0.42;
    const cx = w - h * 0.5 - i * cw * 0.55;
    const cy = h * 0.18 + i * h * 0.12;
    return `<g opacity="${0.9 - i * 0.25}"><rect x="${cx}" y="${cy}" width="${cw}" height="${cw}" rx="${cw * 0.12}" fill="#fff" opacity=".14"/><rect x="${cx + cw * 0.14}" y="${cy + cw * 0.14}" width="${cw * 0.72}" height="${cw * 0.72}" rx="${cw * 0.08}" fill="#0b0d12" opacity=".55"/>
      ${Array.from({ length: 5 }, (_, k) => `<rect x="${cx + cw * (0.2 + k * 0.14)}" y="${cy - cw * 0.08}" width="${cw * 0.06}" height="${cw * 0.1}" fill="#fff" opacity=".5"/><rect x="${cx + cw * (0.2 + k * 0.14)}" y="${cy + cw * 0.98}" width="${cw * 0.06}" height="${cw * 0.1}" fill="#fff" opacity=".5"/>`).join('')}</g>`;
  }).join('');
  return svg(w, h, `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient>
      <radialGradient id="glow" cx=".85" cy=".2" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>
    <path d="M0 ${h * 0.82} C ${w * 0.3} ${h * 0.7}, ${w * 0.6} ${h}, ${w} ${h * 0.78} V ${h} H 0z" fill="#fff" opacity=".08"/>
    ${chips}
    <rect x="${x}" y="${h * 0.16}" width="${fit(a.tag, 200, subSize) * [...a.tag].length + subSize * 1.4}" height="${subSize * 1.7}" rx="${subSize * 0.85}" fill="#fff" opacity=".2"/>
    ${text(x + subSize * 0.7, h * 0.16 + subSize * 1.2, a.tag, subSize, '#fff', 'font-weight="600"')}
    ${text(x, h * 0.16 + subSize * 1.7 + titleSize * 1.25, a.title, titleSize, '#fff', 'font-weight="800" letter-spacing="2"')}
    ${text(x, h * 0.16 + subSize * 1.7 + titleSize * 1.25 + subSize * 2, a.subtitle, subSize, '#fff', 'opacity=".88"')}`);
}

function newsSvg(title: string, tag: string, hue: number, i: number) {
  const short = title.split(/[：:，,]/)[0]!;
  return svg(400, 240, `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 32)}"/><stop offset="1" stop-color="${hsl(hue + 25, 75, 52)}"/></linearGradient></defs>
    <rect width="400" height="240" fill="url(#bg)"/>
    <polyline points="${Array.from({ length: 9 }, (_, k) => `${30 + k * 42},${170 - Math.round(Math.sin(k * 0.9 + i) * 24 + k * 5)}`).join(' ')}" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>
    <rect x="24" y="24" width="${[...tag].length * 16 + 20}" height="28" rx="14" fill="#fff" opacity=".22"/>
    ${text(34, 44, tag, 15, '#fff', 'font-weight="600"')}
    ${text(24, 110, short, fit(short, 352, 30), '#fff', 'font-weight="800"')}
    ${text(24, 216, 'MTS 存储行情', 14, '#fff', 'opacity=".75"')}`);
}

/** The logo names the configured brand (SITE_BRAND, default MTS: the one brand of the site, issue 22) and nothing else. */
const logoSvg = (brand: string) =>
  svg(240, 64, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4096ff"/><stop offset="1" stop-color="#0958d9"/></linearGradient></defs>
    <rect x="4" y="8" width="48" height="48" rx="12" fill="url(#g)"/>
    <rect x="16" y="20" width="24" height="24" rx="4" fill="none" stroke="#fff" stroke-width="3"/>
    ${[22, 28, 34].map((v) => `<path d="M${v} 14 v6 M${v} 44 v6 M10 ${v} h6 M40 ${v} h6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`).join('')}
    ${text(62, 36, brand, fit(brand, 170, 26), '#1677ff', 'font-weight="800"')}
    ${text(62, 55, '存储芯片交易平台', 13, '#4e5969')}`);

const defaultSvg = () =>
  svg(400, 400, `<rect width="400" height="400" fill="#f2f3f5"/>
    <rect x="130" y="120" width="140" height="140" rx="16" fill="none" stroke="#c9cdd4" stroke-width="8"/>
    ${[160, 200, 240].map((v) => `<path d="M${v} 96 v24 M${v} 260 v24 M106 ${v - 10} h24 M270 ${v - 10} h24" stroke="#c9cdd4" stroke-width="8" stroke-linecap="round"/>`).join('')}
    ${text(200, 330, '暂无图片', 24, '#86909c', 'text-anchor="middle"')}`);

function avatarSvg(label: string, hue: number) {
  return svg(120, 120, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/><stop offset="1" stop-color="${hsl(hue + 20, 70, 42)}"/></linearGradient></defs>
    <circle cx="60" cy="60" r="60" fill="url(#g)"/><circle cx="60" cy="48" r="20" fill="#fff" opacity=".9"/><path d="M24 104 c4 -22 20 -32 36 -32 s32 10 36 32" fill="#fff" opacity=".9"/>
    <rect x="30" y="92" width="60" height="22" rx="11" fill="#1f2329" opacity=".55"/>${text(60, 108, label, 13, '#fff', 'text-anchor="middle" font-weight="600"')}`);
}

// ---------- write everything ----------

rmSync(OUT, { recursive: true, force: true });
write('default.svg', defaultSvg());
write('logo.svg', logoSvg(siteConfigOf(process.env).brand));
for (const [type, label, hue] of [[0, '会员', 210], [10, '谈判人', 25], [20, '商务', 150], [40, '验货员', 270]] as const) write(`avatar/${type}.svg`, avatarSvg(label, hue));
for (const top of CATEGORY_TREE) {
  write(`category/${top.slug}.svg`, categorySvg(top));
  for (const c of top.children ?? []) write(`category/${c.slug}.svg`, categorySvg(c));
}
for (const b of BRANDS)
  write(`brand/${b.slug}.svg`, svg(200, 80, `<rect width="200" height="80" rx="12" fill="#fff" stroke="${hsl(b.hue, 60, 85)}" stroke-width="2"/>
    ${text(100, 40, b.nameEn, fit(b.nameEn, 170, 26), hsl(b.hue, 70, 38), 'text-anchor="middle" font-weight="800"')}${text(100, 64, b.name, 14, '#4e5969', 'text-anchor="middle"')}`));
const shortcuts = new Map([...SHORTCUTS.mobileHome, ...SHORTCUTS.pcHome, ...SHORTCUTS.clueSource, ...SHORTCUTS.clueBuy].map((s) => [s.icon, s]));
for (const s of shortcuts.values()) write(`shortcut/${s.icon}.svg`, glyphIcon(96, s.glyph, s.hue, 0.5));
for (const name of ['home', 'category', 'publish', 'clue', 'user']) {
  write(`tab/${name}.svg`, tabSvg(name, false));
  write(`tab/${name}-active.svg`, tabSvg(name, true));
}
for (const a of BANNER_ART) write(`banner/${a.file}.svg`, bannerSvg(a));
NEWS.forEach((item, i) => write(`news/news-${i + 1}.svg`, newsSvg(item.title, item.tag, item.hue, i)));
for (const part of PARTS) write(`goods/${partImageName(part.model)}.svg`, goodsSvg(part));
for (const dir of ['goods', 'banner', 'shortcut', 'tab']) {
  for (const file of readdirSync(path.join(OUT, dir)).filter((f) => f.endsWith('.svg'))) {
    const src = path.join(OUT, dir, file);
    await sharp(src).webp({ quality: 80 }).toFile(src.replace(/\.svg$/, '.webp'));
  }
}
console.log(`demo images written to ${path.relative(process.cwd(), OUT) || OUT}`);
