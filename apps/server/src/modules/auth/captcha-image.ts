import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/**
 * The captcha picture: four digits drawn as jittered strokes (no text, no font), crossed by noise curves,
 * rasterised to a PNG. An SVG with <text> holds its answer in the markup, which a script reads with a regex;
 * a PNG of distorted strokes has to be recognised optically.
 */

type Pt = readonly [number, number];
/** Stroke skeletons of the digits in a 10 × 16 box (a hand-drawn style, one or two strokes each). */
const GLYPHS: Record<string, readonly (readonly Pt[])[]> = {
  '0': [[[5, 0], [9, 2], [10, 8], [9, 14], [5, 16], [1, 14], [0, 8], [1, 2], [5, 0]]],
  '1': [[[2, 3], [5, 0], [5, 16]], [[2, 16], [8, 16]]],
  '2': [[[0, 3], [3, 0], [7, 0], [10, 3], [9, 7], [0, 16], [10, 16]]],
  '3': [[[0, 1], [10, 1], [5, 7], [9, 9], [10, 12], [7, 16], [3, 16], [0, 13]]],
  '4': [[[7, 16], [7, 0], [0, 11], [10, 11]]],
  '5': [[[9, 0], [1, 0], [0, 7], [5, 6], [9, 8], [10, 12], [7, 16], [2, 16], [0, 14]]],
  '6': [[[8, 0], [3, 3], [0, 9], [1, 14], [5, 16], [9, 14], [10, 11], [8, 8], [4, 8], [0, 10]]],
  '7': [[[0, 0], [10, 0], [4, 16]]],
  '8': [[[5, 8], [1, 6], [1, 2], [5, 0], [9, 2], [9, 6], [5, 8], [0, 11], [1, 15], [5, 16], [9, 15], [10, 11], [5, 8]]],
  '9': [[[10, 6], [7, 8], [3, 8], [0, 5], [1, 1], [5, 0], [9, 1], [10, 6], [8, 12], [3, 16]]],
};

const W = 120;
const H = 40;
const rnd = (min: number, max: number) => randomInt(min, max + 1);
const jitter = (amount: number) => (randomInt(0, 2001) / 1000 - 1) * amount;
const colour = (lo: number, hi: number) => `rgb(${rnd(lo, hi)},${rnd(lo, hi)},${rnd(lo, hi)})`;

/** One digit as SVG paths: scaled, rotated, sheared and jittered point by point. */
function glyphPaths(digit: string, cx: number, cy: number): string {
  const scale = 1.35 + jitter(0.2);
  const angle = (jitter(22) * Math.PI) / 180;
  const shear = jitter(0.3);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([x, y]: Pt): Pt => {
    const lx = (x - 5 + jitter(0.8) + shear * (y - 8)) * scale;
    const ly = (y - 8 + jitter(0.8)) * scale;
    return [cx + lx * cos - ly * sin, cy + lx * sin + ly * cos];
  };
  const stroke = colour(20, 110);
  const width = (2 + jitter(0.6)).toFixed(2);
  return (GLYPHS[digit] ?? [])
    .map((points) => {
      const [first, ...rest] = points.map(place);
      const d = `M${first![0].toFixed(1)} ${first![1].toFixed(1)}` + rest.map(([x, y]) => ` L${x.toFixed(1)} ${y.toFixed(1)}`).join('');
      return `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

function captchaSvg(answer: string): string {
  const parts = [`<rect width="${W}" height="${H}" fill="${colour(225, 250)}"/>`];
  for (let i = 0; i < 4; i++) {
    parts.push(`<path d="M${rnd(0, 20)} ${rnd(0, H)} Q${rnd(30, 90)} ${rnd(0, H)} ${rnd(100, W)} ${rnd(0, H)}" stroke="${colour(80, 200)}" stroke-width="${rnd(1, 2)}" fill="none"/>`);
  }
  [...answer].forEach((d, i) => parts.push(glyphPaths(d, 18 + i * 28 + jitter(3), H / 2 + jitter(3))));
  // Two thin curves over the digits, so the strokes do not separate cleanly from the background.
  for (let i = 0; i < 2; i++) {
    parts.push(`<path d="M0 ${rnd(8, H - 8)} C${rnd(20, 50)} ${rnd(0, H)} ${rnd(60, 100)} ${rnd(0, H)} ${W} ${rnd(8, H - 8)}" stroke="${colour(40, 140)}" stroke-width="1" fill="none"/>`);
  }
  for (let i = 0; i < 40; i++) parts.push(`<circle cx="${rnd(0, W)}" cy="${rnd(0, H)}" r="1" fill="${colour(60, 200)}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The captcha as a `data:image/png;base64,…` URL (120 × 40, drawn at 2× for sharp edges on phones). */
export async function drawCaptcha(answer: string): Promise<string> {
  const png = await sharp(Buffer.from(captchaSvg(answer)), { density: 144 }).png({ compressionLevel: 6 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
