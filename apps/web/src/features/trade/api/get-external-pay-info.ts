import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalPayInfo } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { externalPayInfoKey } from './money-keys';

/**
 * GET /order/externalPayInfo?orderId: where the bank transfer for an order goes (the platform's escrow account), the
 * amount, the reference to write on it (the order number) and the transfers recorded so far, newest first. The buyer,
 * his side's business follower and operators; anyone else 403.
 */
export const getExternalPayInfo = (orderId: number) => getData<ExternalPayInfo>('/order/externalPayInfo', { orderId });

export const externalPayInfoQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: externalPayInfoKey(orderId), queryFn: () => getExternalPayInfo(orderId), enabled: orderId > 0, retry: false });

export const useExternalPayInfo = (orderId: number) => useQuery(externalPayInfoQueryOptions(orderId));
