import { z } from 'zod';
import { Limits } from '../constants';

/** The envelope of spec section 8: {code, msg, data}. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Paged lists: {code, msg, rows, total}. */
export const pagedRows = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int() });

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(Limits.maxPageSize).default(Limits.goodsPageSize),
});

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Query booleans and numeric enums arrive as strings. */
export const intEnum = <T extends readonly number[]>(values: T) =>
  z.coerce.number().int().refine((v) => values.includes(v), { message: `取值必须是 ${values.join('/')} 之一` });

export type Envelope<T> = { code: number; msg: string; data: T };
