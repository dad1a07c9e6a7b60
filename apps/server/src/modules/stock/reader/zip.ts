import { crc32, createInflateRaw } from 'node:zlib';
import { StockLimits } from '@mts/shared/stock';
import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';

/**
 * The zip container of an .xlsx, read from its central directory: what each part declares, checked against
 * what it really inflates to (a zip bomb is refused before any XML is parsed), and a small zip rebuilt from
 * chosen parts for exceljs's streaming reader.
 */
export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where the compressed bytes start. */
  dataStart: number;
}

const notSheet = () => new AppError(400, StockMsg.fileNotSheet);
const bomb = () => new AppError(400, StockMsg.fileBomb);

/** A part above this many bytes that inflates more than MAX_RATIO times is no spreadsheet (real sheets stay under 100:1). */
const RATIO_FLOOR_BYTES = 10 * 1024 * 1024;
const MAX_RATIO = 500;
const FFFFFFFF = 0xffffffff;
/** An .xlsx has tens of parts, a few hundred with images and charts. */
const MAX_ENTRIES = 5000;

function findEndOfDirectory(b: Buffer): number {
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) if (b.readUInt32LE(i) === 0x06054b50) return i;
  throw notSheet();
}

/** Zip64 sizes live in the 0x0001 extra field, in this order, for the fields written as 0xFFFFFFFF. */
function zip64Sizes(extra: Buffer, size: number, compressedSize: number): { size: number; compressedSize: number } {
  for (let i = 0; i + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(i);
    const len = extra.readUInt16LE(i + 2);
    if (id === 1) {
      let at = i + 4;
      const next = () => {
        const v = Number(extra.readBigUInt64LE(at));
        at += 8;
        return v;
      };
      if (size === FFFFFFFF) size = next();
      if (compressedSize === FFFFFFFF) compressedSize = next();
      return { size, compressedSize };
    }
    i += 4 + len;
  }
  return { size, compressedSize };
}

/** The entries of the zip's central directory, by name. Throws fileNotSheet for anything that is not a readable zip. */
export function readZip(b: Buffer): Map<string, ZipEntry> {
  const eocd = findEndOfDirectory(b);
  let at = b.readUInt32LE(eocd + 16);
  if (at === FFFFFFFF || at >= b.length) throw notSheet();
  const entries = new Map<string, ZipEntry>();
  try {
    while (at + 46 <= b.length && b.readUInt32LE(at) === 0x02014b50) {
      const flags = b.readUInt16LE(at + 8);
      const nameLen = b.readUInt16LE(at + 28);
      const extraLen = b.readUInt16LE(at + 30);
      const commentLen = b.readUInt16LE(at + 32);
      const localAt = b.readUInt32LE(at + 42);
      const name = b.toString('utf8', at + 46, at + 46 + nameLen);
      const sizes = zip64Sizes(b.subarray(at + 46 + nameLen, at + 46 + nameLen + extraLen), b.readUInt32LE(at + 24), b.readUInt32LE(at + 20));
      if (flags & 1) throw new AppError(400, StockMsg.fileEncrypted);
      if (b.readUInt32LE(localAt) !== 0x04034b50) throw notSheet();
      const dataStart = localAt + 30 + b.readUInt16LE(localAt + 26) + b.readUInt16LE(localAt + 28);
      if (dataStart + sizes.compressedSize > b.length) throw notSheet();
      entries.set(name, { name, method: b.readUInt16LE(at + 10), crc: b.readUInt32LE(at + 16), dataStart, ...sizes });
      if (entries.size > MAX_ENTRIES) throw notSheet();
      at += 46 + nameLen + extraLen + commentLen;
    }
  } catch (err) {
    throw err instanceof AppError ? err : notSheet();
  }
  return entries;
}

/** Refuses what the directory declares: more than maxUnzippedBytes in all, or a part compressed beyond belief. */
export function checkDeclaredSizes(entries: Iterable<ZipEntry>): void {
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (total > StockLimits.maxUnzippedBytes) throw bomb();
    if (e.size > RATIO_FLOOR_BYTES && e.size > e.compressedSize * MAX_RATIO) throw bomb();
  }
}

/**
 * Inflates one part, handing each chunk to `onChunk` and keeping none. Refused as a bomb when it inflates past its
 * declared size or past `budget` (the directory may lie: this is what really comes out).
 */
export function inflateEntry(b: Buffer, e: ZipEntry, budget: number, onChunk?: (chunk: Buffer) => void): Promise<number> {
  const data = b.subarray(e.dataStart, e.dataStart + e.compressedSize);
  const limit = Math.min(e.size, budget);
  if (e.method === 0) {
    if (data.length > limit) return Promise.reject(bomb());
    onChunk?.(data);
    return Promise.resolve(data.length);
  }
  if (e.method !== 8) return Promise.reject(notSheet());
  return new Promise((resolve, reject) => {
    const z = createInflateRaw();
    let n = 0;
    let done = false;
    const fail = (err: AppError) => {
      if (done) return;
      done = true;
      z.destroy();
      reject(err);
    };
    z.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > limit) fail(bomb());
      else onChunk?.(chunk);
    });
    z.on('error', () => fail(notSheet()));
    z.on('end', () => {
      done = true;
      resolve(n);
    });
    z.end(data);
  });
}

/** Local file header of a part with known sizes (no data descriptor), so a streaming unzip reads exactly these bytes. */
function localHeader(name: string, method: number, crc: number, compressedSize: number, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(0x0800, 6); // UTF-8 names
  h.writeUInt16LE(method, 8);
  h.writeUInt32LE(crc, 14);
  h.writeUInt32LE(compressedSize, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([h, nameBytes]);
}

/** A part of a rebuilt zip: a part of the original under a (new) name, or bytes of our own, stored. */
export type ZipPart = { name: string; entry: ZipEntry } | { name: string; content: Buffer };

/**
 * The chunks of a zip of the given parts in the given order (local headers and an end record, no central
 * directory: a streaming unzip reads the parts in sequence and stops at the end record). The original parts are
 * passed on compressed, as slices of the file, not copied.
 */
export function buildZip(b: Buffer, parts: ZipPart[]): Buffer[] {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('entry' in p) {
      const e = p.entry;
      chunks.push(localHeader(p.name, e.method, e.crc, e.compressedSize, e.size), b.subarray(e.dataStart, e.dataStart + e.compressedSize));
    } else chunks.push(localHeader(p.name, 0, crc32(p.content), p.content.length, p.content.length), p.content);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  chunks.push(end);
  return chunks;
}
