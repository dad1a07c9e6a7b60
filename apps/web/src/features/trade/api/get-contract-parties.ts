import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractParties } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { tradeKeys } from './keys';

/** GET /order/contractParties?followId: who the buyer side's contract will name (verified company, else real name). */
export const getContractParties = (followId: number) => getData<ContractParties>('/order/contractParties', { followId });

export const contractPartiesQueryOptions = (followId: number) =>
  queryOptions({ queryKey: tradeKeys.contractParties(followId), queryFn: () => getContractParties(followId), enabled: followId > 0, retry: false });

export const useContractParties = (followId: number) => useQuery(contractPartiesQueryOptions(followId));
