import { z } from 'zod';
import { Limits } from '../constants';
import { InputMsg } from '../messages';

/** The envelope of spec section 8: {code, msg, data}. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Paged lists: {code, msg, rows, total}. */
export const pagedRows = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int() });

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(Limits.maxPageNum).default(1),
  pageSize: z.coerce.number().int().min(1).max(Limits.maxPageSize).default(Limits.goodsPageSize),
});

/** Ids are int4 (serial) columns: anything above 2^31 − 1 cannot name a row and must not reach the database. */
/** A whole number in a body; `message` for anything else. */
export const intField = (message: string) => z.number({ error: message }).int(message);

export const MAX_ID = 2_147_483_647;

/** An id in a path or query string (text coerced to a number): 1 … 2147483647, else 400 with a Chinese message. */
export const idField = (message: string = InputMsg.badId) => z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
/** An id in a JSON body: a number (not a string), same bounds. */
export const bodyIdField = (message: string = InputMsg.badId) => z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

export const idParam = z.object({ id: idField() });

/**
 * C0 controls, DEL and the C1 block. NUL makes PostgreSQL refuse the text (a 500 before this check); the
 * others are invisible in a listing and only useful for spoofing. Multi-line fields keep \t \n \r.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, minus \t \n \r
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface TextOptions {
  /** Length bounds after trimming. */
  min?: number;
  max: number;
  /** The message for a missing value or a wrong length (zod's own text when absent). */
  message?: string;
  minMessage?: string;
  maxMessage?: string;
  /** Allows \t \n \r (remarks, descriptions). */
  multiline?: boolean;
}

/**
 * Every string a client sends (body, query, params) is built on this: trimmed, bounded, and refused with
 * 不能包含控制字符 when it holds a control character, so no input reaches the database that it would reject.
 */
export const textField = ({ min, max, message, minMessage = message, maxMessage = message, multiline = false }: TextOptions) => {
  let s = z.string(message ? { error: message } : undefined).trim();
  if (min !== undefined) s = s.min(min, minMessage);
  s = s.max(max, maxMessage);
  const bad = multiline ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS;
  return s.refine((v) => !bad.test(v), { message: InputMsg.controlChars, abort: true });
};

/** Image file names our upload storage writes (year folder, content hash, optional thumbnail suffix). */
const UPLOAD_PATH_RE = /^\/uploads\/\d{4}\/[0-9a-f]{32}(_t)?\.(webp|png|jpe?g)$/;

/**
 * Whether a URL names one of our own uploads: a root-relative path under /uploads/ (no scheme, host, query,
 * `.`/`..` segment, escape or doubled slash) with an image extension. The server re-checks it after path
 * normalisation. Demo images under /static are written by the seed only, never accepted from a client.
 */
export const isUploadUrl = (url: string): boolean => UPLOAD_PATH_RE.test(url);

/** An image URL in a form: one of our uploads. */
export const uploadUrl = (message: string = InputMsg.imageUrl) => textField({ max: 200, message }).refine(isUploadUrl, { message });

/** Query booleans and numeric enums arrive as strings. */
export const intEnum = <T extends readonly number[]>(values: T) =>
  z.coerce.number().int().refine((v) => values.includes(v), { message: `取值必须是 ${values.join('/')} 之一` });

export type Envelope<T> = { code: number; msg: string; data: T };
