import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@mts/shared/schemas';
import { getData } from '@/lib/http';

export type RecCategory = Omit<CategoryNode, 'children'>;

export const getRecCategories = () => getData<RecCategory[]>('/recCategory/list');

export const recCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['rec-categories'], queryFn: getRecCategories, staleTime: 10 * 60_000 });

export const useRecCategories = () => useQuery(recCategoriesQueryOptions());
