import { useQuery } from '@tanstack/react-query';
import type { AdminBrandRow, AdminCategoryRow } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/content/categories | brands: every row (shown and hidden) with its usage (goods + leads). */
export const useAdminCatalogue = <K extends 'categories' | 'brands'>(kind: K) =>
  useQuery({
    queryKey: adminKeys.contentRows(kind, {}),
    queryFn: () => getData<K extends 'categories' ? AdminCategoryRow[] : AdminBrandRow[]>(`/admin/content/${kind}`),
    staleTime: 0,
  });
