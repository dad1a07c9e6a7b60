import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RfqDetail } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { rfqKeys } from './keys';

/** GET /rfq/detail?id → the RFQ, its quotes (the buyer: all, best first; a seller: his own) and what the caller may do. */
export const getRfqDetail = (id: number) => getData<RfqDetail>('/rfq/detail', { id });

export const rfqDetailQueryOptions = (id: number) => queryOptions({ queryKey: rfqKeys.detail(id), queryFn: () => getRfqDetail(id), staleTime: 0 });
export const useRfqDetail = (id: number, enabled = true) => useQuery({ ...rfqDetailQueryOptions(id), enabled });
