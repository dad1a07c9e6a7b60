/** Real-name state (users.authn_status): 0 not verified, 1 verified (GB 11643 checked). */
export const AuthnStatus = { Unverified: 0, Verified: 1 } as const;
export type AuthnStatusCode = (typeof AuthnStatus)[keyof typeof AuthnStatus];

export const isVerified = (u: { authnStatus?: number | null } | null | undefined): boolean => u?.authnStatus === AuthnStatus.Verified;

/** Account state (users.status): 0 active, 1 disabled. */
export const AccountStatus = { Active: 0, Disabled: 1 } as const;
