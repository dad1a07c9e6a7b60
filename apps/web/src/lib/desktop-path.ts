/** The /pc prefix on a phone path of a shared model (the dispatch model's pendingPath, detailPath, follow actions). */
export const pc = (path: string) => `/pc${path}`;
