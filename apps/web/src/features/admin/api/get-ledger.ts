import { useQuery } from '@tanstack/react-query';
import type { LedgerOverview } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/ledger: the platform's accounts per currency and the invariant check. */
export const getLedger = () => getData<LedgerOverview>('/admin/ledger');
export const useLedger = () => useQuery({ queryKey: adminKeys.ledger(), queryFn: getLedger, staleTime: 0 });
