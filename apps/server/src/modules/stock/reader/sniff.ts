import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';

/** What a file is by its content (the name may lie): a zip (.xlsx), an OLE container (.xls), HTML/XML markup or plain text (CSV). */
export type FileKind = 'zip' | 'cfb' | 'markup' | 'text';

const startsWith = (b: Buffer, ...bytes: number[]) => bytes.every((x, i) => b[i] === x);
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Binary formats that can look like text at their start. (.exe, images and archives hold NUL bytes at once.) */
const TEXTLIKE_BINARY = ['%PDF-', '{\\rtf'];

/** Some ERPs export an HTML table or an XML Spreadsheet 2003 under an .xls name. */
const MARKUP = /^\s*<(?:!doctype html|html|table|\?xml[^>]*>\s*(?:<\?mso-application[^>]*>\s*)?<workbook)/i;

/**
 * Whether the start of a file reads as text: control bytes (NUL included) other than tab, line breaks and form feed
 * are rare. Programs, images and archives are full of them (about one byte in ten); a CSV with a stray control
 * character in a cell is still read, and the character is dealt with per line.
 */
function looksLikeText(head: Buffer): boolean {
  if (startsWith(head, 0xff, 0xfe) || startsWith(head, 0xfe, 0xff)) return true; // UTF-16 with its BOM
  let controls = 0;
  for (const x of head) {
    if (x < 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0d && x !== 0x0c && x !== 0x1a) controls++;
  }
  return controls <= Math.max(16, head.length / 100);
}

export function sniff(b: Buffer): FileKind {
  if (b.length === 0) throw new AppError(400, StockMsg.fileEmpty);
  if (startsWith(b, 0x50, 0x4b, 0x03, 0x04) || startsWith(b, 0x50, 0x4b, 0x05, 0x06)) return 'zip';
  if (startsWith(b, ...CFB_MAGIC)) return 'cfb';
  const head = b.subarray(0, 8192);
  const ascii = head.toString('latin1', 0, 16);
  if (TEXTLIKE_BINARY.some((m) => ascii.startsWith(m)) || !looksLikeText(head)) throw new AppError(400, StockMsg.fileNotSheet);
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return MARKUP.test(text) ? 'markup' : 'text';
}
