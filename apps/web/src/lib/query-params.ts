/** A positive integer from a URL query or path value (`?id=`, `?page=`, `:id`), else undefined. */
export const positiveInt = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A record id from the URL: a positive integer, or 0 (no record: the page shows its not-found state). */
export const positiveParam = (v: string | null | undefined): number => positiveInt(v) ?? 0;
