import { PGlite } from '@electric-sql/pglite';
import { asc, count, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageReply } from '../src/lib/envelope.ts';
import { paged, pageWindow } from '../src/lib/paged.ts';

const items = pgTable('paged_items', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe('lib/paged', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client);
    await db.execute(sql`create table paged_items (id int primary key, name text not null)`);
    await db.insert(items).values(Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `n${i + 1}` })));
  });
  afterAll(async () => {
    await client.close();
  });

  it('pageWindow: pageNum counts from 1, digits are numbers', () => {
    expect(pageWindow({ pageNum: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ pageNum: '3', pageSize: '20' })).toEqual({ limit: 20, offset: 40 });
  });

  it('reads one page of a select builder and the total of its count query', async () => {
    const page = (pageNum: number, pageSize: number) => paged({ pageNum, pageSize }, db.select().from(items).orderBy(asc(items.id)), db.select({ n: count() }).from(items));
    const first = await page(1, 10);
    expect(first.total).toBe(23);
    expect(first.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await page(3, 10)).rows.map((r) => r.id)).toEqual([21, 22, 23]);
    // Past the end: no rows, the total still counts every match.
    expect(await page(4, 10)).toEqual({ rows: [], total: 23 });
  });

  it('filters rows and count alike, maps the page (sync or async), and takes a count as a number', async () => {
    const where = gt(items.id, 20);
    const mapped = await paged({ pageNum: 1, pageSize: 2 }, db.select().from(items).where(where).orderBy(asc(items.id)), db.select({ n: count() }).from(items).where(where), (rows) =>
      rows.map((r) => r.name),
    );
    expect(mapped).toEqual({ rows: ['n21', 'n22'], total: 3 });
    const asyncMapped = await paged({ pageNum: '2', pageSize: '2' }, db.select().from(items).where(where).orderBy(asc(items.id)), Promise.resolve(3), async (rows) => rows.map((r) => r.id * 10));
    expect(asyncMapped).toEqual({ rows: [230], total: 3 });
  });

  it('the page in the list envelope is the spec shape {code, msg, rows, total}', async () => {
    const page = await paged({ pageNum: 1, pageSize: 1 }, db.select().from(items).orderBy(asc(items.id)), db.select({ n: count() }).from(items));
    expect(pageReply(page)).toEqual({ code: 200, msg: '操作成功', rows: [{ id: 1, name: 'n1' }], total: 23 });
  });
});
