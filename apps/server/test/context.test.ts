import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../src/db/schema/index.ts';
import { appContext, inTx } from '../src/lib/context.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { buildTestApp, cleanupTestDatabases, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe('inTx and after-commit events', () => {
  let t: TestApp;
  const seen: DomainEvent[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.events.subscribe((e) => void seen.push(e));
  });
  afterAll(() => t.close());
  const addNews = (title: string) => ({ title, summary: '', cover: '', tag: '', content: '', publishedAt: new Date() });

  it('publishes nothing and writes nothing when the transaction rolls back', async () => {
    seen.length = 0;
    const ctx = appContext(t.app);
    await expect(
      inTx(ctx, async (tx) => {
        await tx.db.insert(news).values(addNews('回滚的资讯'));
        tx.events.publish({ type: 'test.rolledBack', id: 1, userId: null });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toEqual([]);
    expect(await t.app.db.select().from(news).where(eq(news.title, '回滚的资讯'))).toEqual([]);
  });

  it('publishes after the commit, once, including events of a nested inTx (same transaction)', async () => {
    seen.length = 0;
    const ctx = appContext(t.app);
    await inTx(ctx, async (tx) => {
      await tx.db.insert(news).values(addNews('提交的资讯'));
      await inTx(tx, async (inner) => {
        expect(inner.db).toBe(tx.db);
        inner.events.publish({ type: 'test.inner', id: 2, userId: null });
      });
      tx.events.publish({ type: 'test.outer', id: 1, userId: null });
      expect(seen).toEqual([]);
    });
    expect(seen.map((e) => e.type)).toEqual(['test.inner', 'test.outer']);
    expect(await t.app.db.select().from(news).where(eq(news.title, '提交的资讯'))).toHaveLength(1);
  });
});
