import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { tradeKeys } from './keys';

/** GET /cart/list → data.list: the caller's cart lines, newest first. */
export const getCart = () => getData<{ list: CartLine[] }>('/cart/list');

export const cartQueryOptions = (enabled = true) => queryOptions({ queryKey: tradeKeys.cart(), queryFn: getCart, enabled, staleTime: 0 });

export const useCart = (enabled?: boolean) => useQuery(cartQueryOptions(enabled));
