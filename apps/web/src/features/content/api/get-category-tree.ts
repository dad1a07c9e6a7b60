import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { contentKeys } from './keys';

export const getCategoryTree = () => getData<CategoryNode[]>('/category/tree');

export const categoryTreeQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.categoryTree(), queryFn: getCategoryTree, staleTime: 10 * 60_000 });

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
