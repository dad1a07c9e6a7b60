import { ClueStatus } from '@mts/shared/status';

/** Badge colour by status: awaiting dispatch is the one the owner can still change; a withdrawn or invalid (无效) lead is greyed. */
export const clueStatusTone = (status: number) =>
  status === ClueStatus.AwaitingDispatch ? 'wait' : status === ClueStatus.Withdrawn || status === ClueStatus.Invalid ? 'off' : 'done';
