/**
 * A small POSIX tar (ustar) writer and reader for backup archives: regular files only, names up to 255 bytes,
 * no compression of its own (the entries are compressed already: PGlite's gzip dump, pg_dump's custom format,
 * webp images). A plain tar lets an operator look inside with `tar tf` / `tar xf` without our tools.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

const BLOCK = 512;

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, '0') + '\0';
}

/** One ustar header block for a regular file. */
function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  let base = name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`tar: name too long: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

export interface TarEntry {
  name: string;
  size: number;
  sha256: string;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes a tar file entry by entry; every entry's sha256 is computed on the way. */
export class TarWriter {
  private readonly out: WriteStream;
  readonly entries: TarEntry[] = [];

  constructor(file: string) {
    this.out = createWriteStream(file, { mode: 0o600 });
  }

  private write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.out.write(chunk, (err) => (err ? reject(err) : resolve()));
    });
  }

  async addBuffer(name: string, data: Buffer): Promise<TarEntry> {
    await this.write(header(name, data.length, Date.now()));
    await this.write(data);
    await this.write(Buffer.alloc(padding(data.length)));
    const entry = { name, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    this.entries.push(entry);
    return entry;
  }

  /** Copies a file that does not change while it is read (uploads are written once under content-hash keys). */
  async addFile(name: string, file: string): Promise<TarEntry> {
    const { size, mtimeMs } = await stat(file);
    await this.write(header(name, size, mtimeMs));
    const hash = createHash('sha256');
    let copied = 0;
    for await (const chunk of createReadStream(file)) {
      const buf = chunk as Buffer;
      copied += buf.length;
      if (copied > size) throw new Error(`${file} grew while it was copied`);
      hash.update(buf);
      await this.write(buf);
    }
    if (copied !== size) throw new Error(`${file} shrank while it was copied`);
    await this.write(Buffer.alloc(padding(size)));
    const entry = { name, size, sha256: hash.digest('hex') };
    this.entries.push(entry);
    return entry;
  }

  /** Two zero blocks end the archive; resolves once the file is flushed and closed. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.on('error', reject);
      this.out.end(() => resolve());
    });
  }

  abort(): void {
    this.out.destroy();
  }
}

export class TruncatedArchiveError extends Error {}

function readOctal(h: Buffer, offset: number, width: number): number {
  const text = h.toString('ascii', offset, offset + width).replace(/\0.*$/s, '').trim();
  return text === '' ? 0 : parseInt(text, 8);
}

function readName(h: Buffer): string {
  const str = (o: number, w: number) => h.toString('utf8', o, o + w).replace(/\0.*$/s, '');
  const name = str(0, 100);
  const prefix = h.toString('ascii', 257, 262) === 'ustar' ? str(345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function checksumOk(h: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
  return sum === readOctal(h, 148, 8);
}

/**
 * Extracts every regular file of a tar into `dir` (names must stay inside it), returning each entry's size and
 * sha256. A file that ends early, a damaged header or a missing end of archive throws TruncatedArchiveError.
 */
export async function extractTar(file: string, dir: string, accept: (name: string) => boolean = () => true): Promise<TarEntry[]> {
  const fh = await open(file, 'r');
  const entries: TarEntry[] = [];
  try {
    const { size: total } = await fh.stat();
    let pos = 0;
    const h = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await fh.read(h, 0, BLOCK, pos);
      if (bytesRead < BLOCK) throw new TruncatedArchiveError('the archive ends before its end-of-archive blocks');
      if (h.every((b) => b === 0)) return entries;
      if (!checksumOk(h)) throw new TruncatedArchiveError(`a damaged tar header at byte ${pos}`);
      const name = readName(h);
      const size = readOctal(h, 124, 12);
      const type = String.fromCharCode(h[156] || 48);
      pos += BLOCK;
      if (pos + size > total) throw new TruncatedArchiveError(`the archive ends inside ${name}`);
      if ((type === '0' || type === '\0') && accept(name)) {
        const target = path.resolve(dir, name);
        if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`tar: entry outside the target folder: ${name}`);
        await mkdir(path.dirname(target), { recursive: true });
        const hash = createHash('sha256');
        const tap = new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        });
        if (size > 0) await pipeline(createReadStream(file, { start: pos, end: pos + size - 1 }), tap, createWriteStream(target, { mode: 0o600 }));
        else await (await open(target, 'w', 0o600)).close();
        entries.push({ name, size, sha256: hash.digest('hex') });
      }
      pos += size + padding(size);
    }
  } finally {
    await fh.close();
  }
}
