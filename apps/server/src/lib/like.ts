/** A text matched literally inside a SQL LIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape `\`). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
