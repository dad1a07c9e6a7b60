import type { ZodType } from 'zod';

/** An antd form rule from a field of the shared zod schema: the page shows the server's own message. */
export const zodRule = (schema: ZodType) => ({
  validator: (_: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
  },
});
