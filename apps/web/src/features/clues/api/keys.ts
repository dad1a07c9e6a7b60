import type { MyClueListQuery } from '@mts/shared/schemas';

/** Query keys of the clues (leads) domain, one factory: a mutation invalidates `mine()` and the lead's `record(id)`. */
export const clueKeys = {
  all: ['clues'] as const,
  /** The caller's leads, both the desktop's paged table and the phone's infinite list. */
  mine: () => [...clueKeys.all, 'mine'] as const,
  minePage: (params: MyClueListQuery) => [...clueKeys.mine(), 'page', params] as const,
  minePages: (params: Omit<MyClueListQuery, 'pageNum'>) => [...clueKeys.mine(), 'pages', params] as const,
  record: (id: number) => [...clueKeys.all, 'record', id] as const,
  /** Part-number and brand suggestions while a quote is typed (the publish form gets its fetcher as a prop). */
  suggest: (keyword: string) => [...clueKeys.all, 'suggest', keyword] as const,
};
