import { describe, expect, it, vi } from 'vitest';
import { loadedRows, nextPageNum, pagedInfiniteOptions } from './infinite';

const page = (n: number, total: number) => ({ rows: Array.from({ length: n }, (_, i) => i), total });

describe('nextPageNum', () => {
  it('asks for the next page until every row is loaded', () => {
    expect(nextPageNum(page(10, 25), [page(10, 25)])).toBe(2);
    expect(nextPageNum(page(10, 25), [page(10, 25), page(10, 25)])).toBe(3);
    expect(nextPageNum(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
  });
  it('stops on an empty page even when the total says more', () => {
    expect(nextPageNum(page(0, 25), [page(10, 25), page(0, 25)])).toBeUndefined();
  });
  it('reads /goods/list pages by their records', () => {
    const goods = { records: [1, 2], total: 4 };
    expect(nextPageNum(goods, [goods])).toBe(2);
    expect(loadedRows({ pages: [goods, goods] })).toEqual([1, 2, 1, 2]);
  });
});

describe('pagedInfiniteOptions', () => {
  it('starts at page 1 and passes the page size', async () => {
    const fetchPage = vi.fn(async () => page(2, 2));
    const options = pagedInfiniteOptions({ queryKey: ['t'], fetchPage, pageSize: 2 });
    expect(options.initialPageParam).toBe(1);
    await (options.queryFn as (ctx: { pageParam: number }) => Promise<unknown>)({ pageParam: 1 });
    expect(fetchPage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 2 });
  });
});
