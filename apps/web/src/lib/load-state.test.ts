import { describe, expect, it } from 'vitest';
import { Msg } from '@mts/shared/messages';
import { ApiError } from './http';
import { isLoading, loadFailure } from './load-state';

const texts = { forbidden: '无权查看', notFound: '不存在' };

describe('lib/load-state: the one reading of a page load for both apps', () => {
  it('loads only with an id to load and no answer yet', () => {
    expect(isLoading(3, { isPending: true, error: null })).toBe(true);
    expect(isLoading(0, { isPending: true, error: null })).toBe(false);
    expect(isLoading(3, { isPending: false, error: null })).toBe(false);
  });
  it('shows the server words on a 403 (or the fallback), not-found on a 404 or without an id, no retry for either', () => {
    expect(loadFailure(3, new ApiError('不是你的订单', 403), texts)).toEqual({ code: 403, refused: true, title: '不是你的订单' });
    expect(loadFailure(3, new ApiError('', 403), texts).title).toBe('无权查看');
    expect(loadFailure(3, new ApiError('x', 404), texts)).toEqual({ code: 404, refused: true, title: '不存在' });
    expect(loadFailure(0, null, texts)).toEqual({ code: 404, refused: true, title: '不存在' });
  });
  it('offers a retry on any other failure, with the page own failed text when given', () => {
    expect(loadFailure(3, new ApiError('超时', 0), texts)).toEqual({ code: 0, refused: false, title: Msg.listLoadFailed });
    expect(loadFailure(3, new Error('boom'), { ...texts, failed: '加载失败' })).toEqual({ code: 0, refused: false, title: '加载失败' });
  });
});
