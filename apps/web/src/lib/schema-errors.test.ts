import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstPerField, schemaError, zodRule } from './schema-errors';

const body = z.object({ name: z.string().min(2, '至少 2 个字').max(4, '最多 4 个字'), code: z.string().length(3, '3 位') });

describe('schema errors', () => {
  it('gives the first message, or null when the value passes', () => {
    expect(schemaError(body.shape.name, 'a')).toBe('至少 2 个字');
    expect(schemaError(body.shape.name, 'abc')).toBeNull();
  });
  it('keeps the first message of each field', () => {
    const result = body.safeParse({ name: 'a', code: '12' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstPerField(result.error.issues)).toEqual({ name: '至少 2 个字', code: '3 位' });
  });
  it('makes an antd rule that rejects with the message and reads a missing value as empty', async () => {
    const rule = zodRule(body.shape.name);
    await expect(rule.validator(null, undefined)).rejects.toThrow('至少 2 个字');
    await expect(rule.validator(null, 'abc')).resolves.toBeUndefined();
  });
});
