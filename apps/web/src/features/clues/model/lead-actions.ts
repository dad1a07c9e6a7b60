import { canMove, leadMachine } from '@mts/shared/status';

type OwnedLead = { status: number; isOwner: boolean; canEdit: boolean };

/**
 * The owner's buttons on a lead (编辑, 撤回): the lead machine says whether the status allows the move; the
 * server's isOwner/canEdit say whether this caller may make it. Both apps show exactly these.
 */
export function leadOwnerActions(lead: OwnedLead): { edit: boolean; withdraw: boolean } {
  const mine = lead.isOwner && lead.canEdit;
  return {
    edit: mine && canMove(leadMachine, 'edit', lead.status, 'owner'),
    withdraw: mine && canMove(leadMachine, 'withdraw', lead.status, 'owner'),
  };
}
