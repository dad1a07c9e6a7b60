import { defineMachine } from './machine.ts';

/** Lead (线索) status: clues.status. */
export const ClueStatus = { AwaitingDispatch: 0, Grabbed: 10, Published: 20, Invalid: 80, Withdrawn: 90 } as const;
export type ClueStatusCode = (typeof ClueStatus)[keyof typeof ClueStatus];

/**
 * Lead moves (trade-flow section 1). edit and withdraw are the owner's while the lead awaits dispatch; grab,
 * publishGoods, close and release belong to the dispatch issue's negotiators and operators.
 */
export const leadMachine = defineMachine({
  entity: 'lead',
  initial: [ClueStatus.AwaitingDispatch],
  labels: { 0: '待派单', 10: '已派单', 20: '已发布', 80: '无效', 90: '已撤回' },
  tones: { 0: 'warning', 10: 'processing', 20: 'success', 80: 'default', 90: 'default' },
  moves: {
    edit: { from: [ClueStatus.AwaitingDispatch], by: ['owner'], label: '编辑' },
    withdraw: { from: [ClueStatus.AwaitingDispatch], to: ClueStatus.Withdrawn, by: ['owner'], label: '撤回' },
    grab: { from: [ClueStatus.AwaitingDispatch], to: ClueStatus.Grabbed, by: ['negotiator'], label: '抢单' },
    publishGoods: { from: [ClueStatus.Grabbed], to: ClueStatus.Published, by: ['negotiator'], label: '发布商品' },
    close: { from: [ClueStatus.Grabbed], to: ClueStatus.Invalid, by: ['negotiator'], label: '无效' },
    release: { from: [ClueStatus.Grabbed], to: ClueStatus.AwaitingDispatch, by: ['operator', 'system'], label: '退回线索池' },
    /** An operator hands a grabbed lead to another negotiator (status kept, negotiator_id changed; issue 12). */
    reassign: { from: [ClueStatus.Grabbed], by: ['operator'], label: '改派' },
  },
});
export type LeadMove = keyof typeof leadMachine.moves;

/** Labels for the lead status (我的信息). */
export const CLUE_STATUS_TEXT: Readonly<Record<number, string>> = leadMachine.labels;
