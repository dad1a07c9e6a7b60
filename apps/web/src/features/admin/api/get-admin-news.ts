import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminNewsRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

type Params = { pageNum: number; pageSize: number; keyword?: string };

/** GET /admin/content/news?keyword: every article (shown and hidden), newest first. */
export const useAdminNews = (params: Params) =>
  useQuery({ queryKey: adminKeys.contentRows('news', params), queryFn: () => getRows<AdminNewsRow>('/admin/content/news', params), placeholderData: keepPreviousData, staleTime: 0 });
