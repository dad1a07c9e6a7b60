/** Positive integer from a query string value, else undefined. */
export const positiveInt = (v: string | null): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
