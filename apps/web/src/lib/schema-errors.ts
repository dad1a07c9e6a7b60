import type { ZodType } from 'zod';

type Issue = { path: readonly PropertyKey[]; message: string };

/** The shared schema's first message for a value, or null when it passes (the text the server would answer). */
export function schemaError(schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The first message per top-level field of a failed check, for showing under each input. */
export function firstPerField<K extends string = string>(issues: readonly Issue[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    out[key] ??= issue.message;
  }
  return out;
}

/** An antd form rule from a field of a shared zod schema: the form shows the server's own message. */
export const zodRule = (schema: ZodType) => ({
  validator: (_: unknown, value: unknown) => {
    const message = schemaError(schema, value ?? '');
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  },
});
