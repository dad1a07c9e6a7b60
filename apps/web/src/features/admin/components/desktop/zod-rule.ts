import type { ZodType } from 'zod';

/** An antd form rule from a field of the shared zod schema (the same text the server would answer). */
export const zodRule = (schema: ZodType) => ({
  validator: (_: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
  },
});
