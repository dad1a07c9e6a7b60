import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { uploadReply } from '@mts/shared/schemas';
import { Semaphore } from '../src/lib/semaphore.ts';
import { RE_ENCODE_CONCURRENCY, sniffImage } from '../src/modules/upload/images.ts';
import { uploadKeyOf } from '../src/modules/upload/storage.ts';
import { buildTestApp, cleanupTestDatabases, loginAs, type LoggedIn, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

/** A multipart body with one file part. */
function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----mts${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Uploads touch the file system only; the database driver does not matter here.
describe('image upload', () => {
  let t: TestApp;
  let user: LoggedIn;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mts-upload-'));
  const upload = async (data: Buffer, filename: string, contentType: string, who: LoggedIn | null = user) => {
    const mp = multipart(data, filename, contentType);
    const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/upload/image`, payload: mp.payload, headers: { ...mp.headers, ...(who?.headers ?? {}) } });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { dataDir } });
    user = await loginAs(t.app, '19955500011');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a PNG as a WebP display image and a thumbnail, metadata stripped, with immutable caching', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    const res = await upload(png, 'chip.png', 'image/png');
    expect(res.status).toBe(200);
    const data = uploadReply.parse(res.body).data;
    expect(data).toMatchObject({ width: 1200, height: 800 });
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/[0-9a-f]{32}\.webp$/);
    expect(data.thumbUrl).toMatch(/^\/uploads\/\d{4}\/[0-9a-f]{32}_t\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: data.thumbUrl })).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });

  it('accepts a JPEG named .txt (content decides) and keeps small images at their size', async () => {
    const jpg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    const res = await upload(jpg, 'photo.txt', 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a renamed text file, a broken image, an oversized file and anonymous callers', async () => {
    expect(await upload(Buffer.from('hello, not an image at all'), 'chip.png', 'image/png')).toMatchObject({ status: 400, body: { msg: PublishMsg.uploadType } });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await upload(gif, 'a.gif', 'image/gif')).toMatchObject({ status: 400, body: { msg: PublishMsg.uploadType } });
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect(await upload(broken, 'b.png', 'image/png')).toMatchObject({ status: 400, body: { msg: PublishMsg.uploadBroken } });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(await upload(big, 'big.jpg', 'image/jpeg')).toMatchObject({ status: 400, body: { msg: PublishMsg.uploadTooBig } });
    expect(await upload(Buffer.from([0xff, 0xd8, 0xff]), 'x.jpg', 'image/jpeg', null)).toMatchObject({ status: 401, body: { msg: Msg.unauthorized } });
  });

  it('stores five identical uploads sent at once: all 200, one file', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#22aa66' } }).png().toBuffer();
    const replies = await Promise.all(Array.from({ length: 5 }, () => upload(png, 'same.png', 'image/png')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.data.url)).size).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: replies[0]!.body.data.url })).statusCode).toBe(200);
  });

  it('refuses an image over the 40 MP pixel budget (a small file declaring a huge canvas) with 400 before decoding it', async () => {
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const started = Date.now();
    expect(await upload(huge, 'huge.png', 'image/png')).toMatchObject({ status: 400, body: { code: 400, msg: PublishMsg.uploadTooManyPixels, data: null } });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('re-encodes at most two images at once; the others wait their turn', async () => {
    expect(RE_ENCODE_CONCURRENCY).toBe(2);
    const gate = new Semaphore(2);
    let active = 0;
    let peak = 0;
    const task = () =>
      gate.run(async () => {
        peak = Math.max(peak, ++active);
        await new Promise((r) => setTimeout(r, 10));
        active--;
        return active;
      });
    await Promise.all(Array.from({ length: 8 }, task));
    expect(peak).toBe(2);
    // A failing task frees its slot.
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await Promise.all([task(), task(), task()])).toHaveLength(3);
  });

  it('serves no path outside the upload keys', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/2026/0123456789abcdef0123456789abcdef.webp' })).statusCode).toBe(404);
  });

  it('sniffs types by magic bytes', () => {
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImage(Buffer.from('<svg xmlns='))).toBeNull();
  });

  it('rate-limits uploads per user', async () => {
    const limited = await buildTestApp({ config: { dataDir, rateLimit: { loginPerMinute: 30, captchaPerMinute: 30, uploadPerMinute: 2, userLookupPerMinute: 30, aiChatPerMinute: 20 } } });
    try {
      const [a, b] = [await loginAs(limited.app, '19955500012'), await loginAs(limited.app, '19955500013')];
      const send = async (who: LoggedIn) => {
        const mp = multipart(Buffer.from('not an image'), 'x.png', 'image/png');
        return (await limited.app.inject({ method: 'POST', url: `${API_BASE}/upload/image`, payload: mp.payload, headers: { ...mp.headers, ...who.headers } })).statusCode;
      };
      expect([await send(a), await send(a), await send(a), await send(b)]).toEqual([400, 400, 429, 400]);
    } finally {
      await limited.close();
    }
  });
});

describe('uploadKeyOf (the server check of image URLs in forms)', () => {
  it('accepts normal /uploads/ keys only', () => {
    const key = '2026/0123456789abcdef0123456789abcdef.webp';
    expect(uploadKeyOf(`/uploads/${key}`)).toBe(key);
    for (const bad of [`/uploads/2026/./${key.slice(5)}`, `/uploads//${key}`, `/uploads/x/../${key}`, `https://cdn.example/uploads/${key}`, `/static/${key}`, '/uploads/../../etc/passwd']) {
      expect(uploadKeyOf(bad), bad).toBeNull();
    }
  });
});
