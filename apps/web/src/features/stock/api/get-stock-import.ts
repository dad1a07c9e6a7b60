import { queryOptions } from '@tanstack/react-query';
import type { StockImport } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { stockKeys } from './keys';

/** GET /stock/import/current → the caller's latest import (null: none yet), so a reloaded page finds its running job. */
export const getCurrentImport = () => getData<StockImport | null>('/stock/import/current');

/** GET /stock/import/detail?id → one import of the caller's: status, progress and, once ended, its counts. */
export const getImportDetail = (id: number) => getData<StockImport>('/stock/import/detail', { id });

export const currentImportQueryOptions = () => queryOptions({ queryKey: stockKeys.currentImport(), queryFn: getCurrentImport, staleTime: 0 });
export const importDetailQueryOptions = (id: number) => queryOptions({ queryKey: stockKeys.importDetail(id), queryFn: () => getImportDetail(id), staleTime: 0 });
