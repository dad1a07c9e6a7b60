import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsHealth } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/health: readiness, this instance's figures, the ledger check, withdrawals waiting, job queues, SMS (issue 27). */
export const getHealth = () => getData<OpsHealth>('/admin/health');
export const healthOptions = () => queryOptions({ queryKey: adminKeys.health(), queryFn: getHealth, staleTime: 0, refetchInterval: 30_000 });
export const useHealth = () => useQuery(healthOptions());
