import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { StockLimits } from '@mts/shared/stock';
import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';
import type { Book } from './book.ts';
import { MAX_COLUMNS } from './cells.ts';
import type { SheetRow } from './types.ts';

/**
 * CSV and tab-separated text. Chinese Excel saves CSV in the system code page (GBK, read as its superset GB18030),
 * newer versions as UTF-8 with a BOM, and "Unicode text" as UTF-16 with tabs: the BOM decides, else bytes that are
 * valid UTF-8 are UTF-8, else GB18030, so 三星 never turns into mojibake.
 */
export function detectEncoding(b: Buffer): string {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return isUtf8(b) ? 'utf-8' : 'gb18030';
}

const DELIMITERS = [',', '\t', ';', '|'];

/** Comma, unless the first lines (the header among them) are split by more tabs, semicolons or bars, or say `sep=`. */
export function detectDelimiter(head: string): string {
  const lines = head.split(/\r\n|\n|\r/).slice(0, StockLimits.headerScanRows);
  // Excel's own hint on the first line: sep=;
  const hint = /^"?sep=(.)"?$/i.exec(lines[0] ?? '');
  if (hint) return hint[1]!;
  let best = ',';
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const count = Math.max(0, ...lines.map((l) => l.split(d).length - 1));
    if (count > bestCount) [best, bestCount] = [d, count];
  }
  return best;
}

const CHUNK = 64 * 1024;
function* chunks(b: Buffer) {
  for (let i = 0; i < b.length; i += CHUNK) yield b.subarray(i, i + CHUNK);
}

/** Lines of an ASCII-compatible text (UTF-8, GB18030: no multi-byte character holds a 0x0A byte). */
function lineBreaks(b: Buffer): number {
  let n = 0;
  for (let i = b.indexOf(0x0a); i !== -1; i = b.indexOf(0x0a, i + 1)) n++;
  return b[b.length - 1] === 0x0a ? n : n + 1;
}

/** Excel writes `="00123"` to keep a text cell as text. */
const unwrap = (s: string) => (s.length > 3 && s.startsWith('="') && s.endsWith('"') ? s.slice(2, -1) : s);

export function openCsv(b: Buffer, fileName: string): Book {
  const encoding = detectEncoding(b);
  const delimiter = detectDelimiter(iconv.decode(b.subarray(0, CHUNK), encoding));
  const name = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').trim() || 'Sheet1';

  async function* rows(): AsyncGenerator<SheetRow> {
    const parser = Readable.from(chunks(b))
      .pipe(iconv.decodeStream(encoding))
      .pipe(
        parse({
          delimiter,
          relax_column_count: true,
          relax_quotes: true,
          skip_empty_lines: false,
          // One record past this is a stray quote swallowing the rest of the file.
          max_record_size: 1024 * 1024,
        }),
      );
    let row = 0;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        row++;
        yield { row, cells: record.slice(0, MAX_COLUMNS).map((s) => (s === '' ? null : unwrap(s))) };
      }
    } catch (err) {
      throw err instanceof AppError ? err : new AppError(400, StockMsg.fileNotSheet);
    } finally {
      parser.destroy();
    }
  }

  return {
    sheets: [name],
    encoding,
    rows,
    async rowCount() {
      // Line breaks bound the records from above (quoted cells may hold some); parse only when that bound is too high.
      const bound = encoding.startsWith('utf-16') ? Infinity : lineBreaks(b);
      if (bound <= StockLimits.maxRows + StockLimits.headerScanRows) return bound;
      let n = 0;
      for await (const r of rows()) n = r.row;
      return n;
    },
  };
}
