import { defineMachine } from './machine.ts';

/** Real-name state (users.authn_status): 0 not verified, 1 verified (GB 11643 checked). */
export const AuthnStatus = { Unverified: 0, Verified: 1 } as const;

export const isVerified = (u: { authnStatus?: number | null } | null | undefined): boolean => u?.authnStatus === AuthnStatus.Verified;

/** Account state (users.status): 0 active, 1 disabled. */
export const AccountStatus = { Active: 0, Disabled: 1 } as const;

/**
 * Account moves (issue 12, the operator console): an operator disables an account (its sessions end at once: the
 * session rows are deleted and its websockets closed) or enables it again. Never the operator's own account.
 */
export const accountMachine = defineMachine({
  entity: 'account',
  initial: [AccountStatus.Active],
  labels: { 0: '正常', 1: '已停用' },
  tones: { 0: 'success', 1: 'danger' },
  moves: {
    disable: { from: [AccountStatus.Active], to: AccountStatus.Disabled, by: ['operator'], label: '停用账号' },
    enable: { from: [AccountStatus.Disabled], to: AccountStatus.Active, by: ['operator'], label: '启用账号' },
  },
});
export type AccountMove = keyof typeof accountMachine.moves;
