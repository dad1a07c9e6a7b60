/** Query keys of the company (企业认证) domain. */
export const companyKeys = {
  all: ['company'] as const,
  /** The caller's latest application (GET /company/verify/my). */
  mine: () => [...companyKeys.all, 'mine'] as const,
};
