import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@mts/shared/schemas';
import { getData } from '@/lib/http';

export const getCategoryTree = () => getData<CategoryNode[]>('/category/tree');

export const categoryTreeQueryOptions = () =>
  queryOptions({ queryKey: ['category-tree'], queryFn: getCategoryTree, staleTime: 10 * 60_000 });

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
