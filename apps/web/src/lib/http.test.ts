import { describe, expect, it } from 'vitest';
import { Msg } from '@mts/shared/messages';
import { errorText } from './http';

describe('errorText (spec section 8)', () => {
  it('shows the server message or a fallback', () => {
    expect(errorText(400, '参数错误')).toBe('参数错误');
    expect(errorText(400, '')).toBe(Msg.requestFailed);
    expect(errorText(500, '')).toBe(Msg.serverError);
    expect(errorText(500, '库存不足')).toBe('库存不足');
    expect(errorText(401, 'x')).toBe(Msg.unauthorized);
  });
});
