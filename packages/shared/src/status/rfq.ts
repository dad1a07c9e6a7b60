import { defineMachine } from './machine.ts';

/**
 * 询价 (RFQ, issue 24): one part number a buyer asks every trader who holds it to quote on, open until its deadline
 * (报价截止). The buyer accepts one quote (→ an intention order), closes it, or the deadline sweep ends it.
 */
export const RfqStatus = { Open: 0, Expired: 20, Accepted: 30, Closed: 90 } as const;
export type RfqStatusCode = (typeof RfqStatus)[keyof typeof RfqStatus];

export const rfqMachine = defineMachine({
  entity: 'rfq',
  initial: [RfqStatus.Open],
  labels: { 0: '报价中', 20: '已截止', 30: '已采纳', 90: '已关闭' },
  tones: { 0: 'processing', 20: 'default', 30: 'success', 90: 'default' },
  moves: {
    /** The buyer accepts one quote: an intention order is created through the 报价 flow. */
    accept: { from: [RfqStatus.Open], to: RfqStatus.Accepted, by: ['owner'], label: '采纳' },
    /** The deadline passed (the sweep). */
    expire: { from: [RfqStatus.Open], to: RfqStatus.Expired, by: ['system'], label: '截止' },
    close: { from: [RfqStatus.Open], to: RfqStatus.Closed, by: ['owner'], label: '关闭询价' },
  },
});
export type RfqMove = keyof typeof rfqMachine.moves;

/** A seller's quote on an RFQ: one per seller, updated while the RFQ is open. */
export const RfqQuoteStatus = { Quoting: 0, Accepted: 20, NotChosen: 80 } as const;
export type RfqQuoteStatusCode = (typeof RfqQuoteStatus)[keyof typeof RfqQuoteStatus];

export const rfqQuoteMachine = defineMachine({
  entity: 'rfqQuote',
  initial: [RfqQuoteStatus.Quoting],
  labels: { 0: '报价中', 20: '已采纳', 80: '未采纳' },
  tones: { 0: 'processing', 20: 'success', 80: 'default' },
  moves: {
    /** The seller changes his quote while the RFQ is open. */
    edit: { from: [RfqQuoteStatus.Quoting], by: ['owner'], label: '修改报价' },
    /** The RFQ's buyer accepts it (the RFQ's owner; `system` for the quote row, applied in the accept transaction). */
    accept: { from: [RfqQuoteStatus.Quoting], to: RfqQuoteStatus.Accepted, by: ['system'], label: '采纳' },
    /** Another quote was accepted, or the RFQ closed or passed its deadline. */
    decline: { from: [RfqQuoteStatus.Quoting], to: RfqQuoteStatus.NotChosen, by: ['system'], label: '未采纳' },
  },
});
export type RfqQuoteMove = keyof typeof rfqQuoteMachine.moves;
