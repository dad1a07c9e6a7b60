import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyVerification } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type CompanyVerifyParams = { status?: number; pageNum: number; pageSize: number };

/** GET /admin/companyVerify?status: 企业认证 applications (0 审核中, 1 已认证, 2 已驳回, 3 已撤销), newest first. */
export const getCompanyVerifications = (params: CompanyVerifyParams) => getRows<CompanyVerification>('/admin/companyVerify', params);
export const useCompanyVerifications = (params: CompanyVerifyParams) =>
  useQuery({ queryKey: [...adminKeys.all, 'companyVerify', params], queryFn: () => getCompanyVerifications(params), placeholderData: keepPreviousData, staleTime: 0 });
