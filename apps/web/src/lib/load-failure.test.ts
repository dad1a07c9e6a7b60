import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { loadFailure } from './load-failure';

describe('loadFailure', () => {
  it('reads no valid id as unknown', () => {
    expect(loadFailure(null, 0)).toBe('notFound');
  });
  it('tells a refusal and an unknown record from a failed read', () => {
    expect(loadFailure(new ApiError('只能查看自己的跟单', 403), 7)).toBe('forbidden');
    expect(loadFailure(new ApiError('跟单不存在', 404), 7)).toBe('notFound');
    expect(loadFailure(new ApiError('服务器开小差了', 500), 7)).toBe('failed');
    expect(loadFailure(new Error('offline'), 7)).toBe('failed');
  });
});
