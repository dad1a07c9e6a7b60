import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyVerification } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { companyKeys } from './keys';

/** GET /company/verify/my: the caller's latest application, or null. */
export const getMyVerification = () => getData<CompanyVerification | null>('/company/verify/my');

export const myVerificationQueryOptions = () => queryOptions({ queryKey: companyKeys.mine(), queryFn: getMyVerification });

/** `enabled`: false while logged out (the user centre asks only for a session). */
export const useMyVerification = (enabled = true) => useQuery({ ...myVerificationQueryOptions(), enabled });
