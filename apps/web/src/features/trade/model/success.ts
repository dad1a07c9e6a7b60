import { PreOrderStatus, preOrderMachine } from '@mts/shared/status';

/** The ids of /preOrderSuccess?ids=1,2 (positive integers, in order, no duplicates). */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

const label = (status: number) => preOrderMachine.labels[status as keyof typeof preOrderMachine.labels];

/**
 * What happens after an intention order is submitted (trade-flow section 2), in the pre-order machine's words:
 * who acts at each step.
 */
export const NEXT_STEPS: readonly { status: string; who: string; text: string }[] = [
  { status: label(PreOrderStatus.AwaitingConfirm), who: '谈判人', text: '负责该商品的谈判人与双方核实数量、价格与交期后确认' },
  { status: label(PreOrderStatus.Confirmed), who: '商务', text: '确认后进入商务待跟单，由商务接单跟进' },
  { status: label(PreOrderStatus.Following), who: '商务', text: '商务起草交易合同，双方确认后生成订单' },
  { status: label(PreOrderStatus.Ordered), who: '买方', text: '合同确认后按订单付款至平台担保账户' },
];
