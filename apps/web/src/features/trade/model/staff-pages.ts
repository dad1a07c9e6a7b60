import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import type { FollowDetail, GenerateContractInput, PreOrderEditBody } from '@mts/shared/schemas';
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
