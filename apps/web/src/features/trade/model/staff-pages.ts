import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import { preOrderRejectBody, rejectContractBody, type FollowDetail, type GenerateContractInput, type OrderDetail, type PreOrderDetail, type PreOrderEditBody } from '@mts/shared/schemas';
import type { ZodType } from 'zod';
import { positiveParam } from '@/lib/query-params';
import { type GeneratedContract, useConfirmContract, useGenerateContract, useRejectContract } from '../api/contract-moves';
import { useContractParties } from '../api/get-contract-parties';
import { useOrderDetail } from '../api/get-orders';
import { usePreOrderDetail } from '../api/get-pre-orders';
import { useConfirmPreOrder, useEditPreOrder, useRejectPreOrder } from '../api/pre-order-moves';
import { runMove, type PageEnv } from './page-env';

/** The staff trade pages' ids from the address: ?orderId= (the order or intention order), ?followId=, ?id= (a follow item). */
export function useStaffQuery() {
  const [params] = useSearchParams();
  return { orderId: positiveParam(params.get('orderId')), followId: positiveParam(params.get('followId')), id: positiveParam(params.get('id')) };
}

/**
 * The negotiator's intention order (confirmPreOrder, editPreOrder ?orderId&followId): the order, 确认, 拒绝 with a
 * reason and the quote's 修改 — each true when done, false when refused (the client toasted why; the order reloads).
 */
export function useStaffPreOrderPage(env: PageEnv) {
  const { orderId, followId } = useStaffQuery();
  const detail = usePreOrderDetail(orderId);
  const confirm = useConfirmPreOrder();
  const reject = useRejectPreOrder();
  const edit = useEditPreOrder();
  return {
    orderId,
    followId,
    detail,
    confirm: () => runMove(() => confirm.mutateAsync(orderId), env.notify, TradeMsg.confirmOk),
    confirming: confirm.isPending,
    reject: (reason: string) => runMove(() => reject.mutateAsync({ id: orderId, reason }), env.notify, TradeMsg.rejectOk),
    rejecting: reject.isPending,
    save: (body: Partial<PreOrderEditBody> & { id: number }) => runMove(() => edit.mutateAsync(body), env.notify, TradeMsg.editOk),
    saving: edit.isPending,
  };
}

/**
 * The seller side's contract (confirmTradeContract ?orderId&followId): the order, 确认合同 and 退回合同 (a reason),
 * made for the order's own follow item, else the one in the address.
 */
export function useConfirmContractPage(env: PageEnv) {
  const { orderId, followId } = useStaffQuery();
  const detail = useOrderDetail(orderId);
  const confirm = useConfirmContract();
  const reject = useRejectContract();
  const itemId = detail.data?.followId ?? followId;
  return {
    orderId,
    followId,
    detail,
    confirm: () => runMove(() => confirm.mutateAsync({ orderId, followId: itemId }), env.notify, OrderMsg.confirmOk),
    confirming: confirm.isPending,
    reject: (reason: string) => runMove(() => reject.mutateAsync({ orderId, followId: itemId, reason }), env.notify, OrderMsg.rejectOk),
    rejecting: reject.isPending,
  };
}

/** One of a staff page's two moves: shown only when the server allows it. */
type StaffMove = { allowed: boolean; label: string; title: string; testId: string; busy: boolean };

/** What both apps' StaffMoves take: 确认 (after a confirm dialog) and 拒绝 / 退回 (with a reason checked by the shared schema). */
export type StaffMovesProps = {
  confirm: StaffMove & { content: string; run: () => Promise<unknown> };
  reject: StaffMove & { hint: string; schema: ZodType; run: (reason: string) => Promise<unknown> };
};

/** The negotiator's 确认 and 拒绝 of an intention order. */
export const preOrderMoves = (order: PreOrderDetail, page: ReturnType<typeof useStaffPreOrderPage>): StaffMovesProps => ({
  confirm: { allowed: order.canConfirm, label: '确认', title: '确认意向单', content: '确认后意向单进入商务接单池，由商务生成合同。', testId: 'pre-order-confirm', busy: page.confirming, run: page.confirm },
  reject: { allowed: order.canReject, label: '拒绝', title: '拒绝意向单', hint: '拒绝后意向单取消，买卖双方会看到原因。', schema: preOrderRejectBody.shape.reason, testId: 'pre-order-reject', busy: page.rejecting, run: page.reject },
});

/** What 确认合同 says before it goes: the desktop also names the order's next status. */
const CONTRACT_CONFIRM_TEXT = { phone: '确认后合同生效且不可更改，等待买方付款。', desktop: '确认后合同生效且不可更改，订单进入待付款，等待买方付款。' };

/** The seller-side business follower's 确认合同 and 退回合同. */
export const contractMoves = (order: OrderDetail, page: ReturnType<typeof useConfirmContractPage>, app: keyof typeof CONTRACT_CONFIRM_TEXT): StaffMovesProps => ({
  confirm: { allowed: order.canConfirmContract, label: '确认合同', title: '确认合同', content: CONTRACT_CONFIRM_TEXT[app], testId: 'contract-confirm', busy: page.confirming, run: page.confirm },
  reject: { allowed: order.canRejectContract, label: '退回合同', title: '退回合同', hint: '退回后订单关闭，买方商务可重新生成合同。', schema: rejectContractBody.shape.reason, testId: 'contract-reject', busy: page.rejecting, run: page.reject },
});

/** Why a follow item takes no contract here: it has one already (its status), or it is not the buyer's side. */
export const contractNotAllowedText = (item: Pick<FollowDetail, 'orderId' | 'statusText'> & { order?: { statusText: string } | null }) =>
  item.orderId ? `该跟单已生成合同（${item.order?.statusText ?? item.statusText}）` : OrderMsg.notBuyerSide;

/**
 * 生成合同 for a follow item: its intention order, the parties the contract will name (read-only: the verified
 * company, else the verified real name), the submit, and the generated order once it is there.
 */
export function useGenerateContractStep(preOrderId: number, followId: number, env: PageEnv) {
  const order = usePreOrderDetail(preOrderId);
  const parties = useContractParties(followId);
  const generate = useGenerateContract();
  const [result, setResult] = useState<GeneratedContract | null>(null);
  return {
    order,
    parties: parties.data,
    result,
    generating: generate.isPending,
    submit: async (body: GenerateContractInput) => {
      try {
        const reply = await generate.mutateAsync(body);
        env.notify(OrderMsg.generateOk);
        setResult(reply);
      } catch {
        // the client toasted the server's reason; the follow item (and the parties) reload
      }
    },
  };
}
