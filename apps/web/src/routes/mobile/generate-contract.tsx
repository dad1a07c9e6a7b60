import Button from 'antd-mobile/es/components/button';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import type { FollowDetail } from '@mts/shared/schemas';
import { useFollowDetail } from '@/features/dispatch/api/get-follow-detail';
import { followActions, orderDetailPath } from '@/features/dispatch/model/follow-actions';
import type { GeneratedContract } from '@/features/trade/api/contract-moves';
import { contractNotAllowedText, useGenerateContractStep, useStaffQuery } from '@/features/trade/model/staff-pages';
import { ContractForm } from '@/features/trade/components/mobile/contract-form';
import { Fields, NextStep, StaffPreOrderView } from '@/features/trade/components/mobile/staff-pre-order';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { useBack } from '@/components/mobile/navigation';
import { LoadState } from '@/components/mobile/load-state';
import { STAFF_LOAD } from '@/features/trade/components/mobile/load-presets';
import { toast } from '@/components/mobile/toast';
import styles from './staff-page.module.css';
import { PageTop } from '@/components/mobile/page-top';

/** 合同已生成: the order and contract numbers, 待确认合同, who acts next, and the way to the order. */
function Generated({ result, followId }: { result: GeneratedContract; followId: number }) {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const orderPath = orderDetailPath(result.orderId);
  return (
    <div className={styles.success} data-testid="contract-generated">
      <div className={styles.successIcon} aria-hidden>
        ✓
      </div>
      <p className={styles.successTitle}>合同已生成</p>
      <p className={styles.successText}>{OrderMsg.generateOk}</p>
      <div className={styles.successFields}>
        <Fields
          rows={[
            ['订单号', <span data-testid="generated-order-no">{result.orderNo}</span>],
            ['合同号', <span data-testid="generated-contract-no">{result.contractNo}</span>],
            ['状态', <span data-testid="generated-status">{result.statusText}</span>],
          ]}
        />
      </div>
      <NextStep who="卖方商务" text="等待卖方商务确认合同，确认后买方付款" />
      <div className={styles.successActions}>
        <Button shape="rounded" onClick={() => navigate(`/follow/swFollowDetail/${followId}`, { replace: true })}>
          返回跟单
        </Button>
        {isAvailable(orderPath) ? (
          <Button color="primary" shape="rounded" onClick={() => navigate(orderPath)} data-testid="generated-to-order">
            查看订单
          </Button>
        ) : (
          <Button color="primary" shape="rounded" onClick={() => navigate('/sw/myCreateOrder')} data-testid="generated-to-order">
            我生成的订单
          </Button>
        )}
      </div>
    </div>
  );
}

function ContractStep({ item, allowed }: { item: FollowDetail; allowed: boolean }) {
  const navigate = useAppNavigate();

  const { order, parties, result, generating, submit } = useGenerateContractStep(item.preOrderId ?? 0, item.id, { notify: toast, prefix: '' });

  if (result) return <Generated result={result} followId={item.id} />;
  if (!allowed)
    return (
      <div className={styles.success} data-testid="contract-not-allowed">
        <p className={styles.successTitle}>无需生成合同</p>
        <p className={styles.successText}>
          {contractNotAllowedText(item)}
        </p>
        <Button color="primary" shape="rounded" onClick={() => navigate(`/follow/swFollowDetail/${item.id}`, { replace: true })}>
          返回跟单
        </Button>
      </div>
    );
  if (!order.data) return <LoadState id={item.preOrderId ?? 0} query={order} forbidden={TradeMsg.preOrderForbidden} notFound={TradeMsg.preOrderNotFound} {...STAFF_LOAD} />;

  return (
    <>
      <StaffPreOrderView order={order.data} />
      <h2 className={styles.sectionTitle}>合同条款</h2>
      <ContractForm order={order.data} followId={item.id} parties={parties} busy={generating} onSubmit={(b) => void submit(b)} />
    </>
  );
}

/**
 * /follow/generateTradeContract?id={followId}: the buyer-side business follower (model 2) draws up the trade
 * contract from the intention order he holds; the order starts 待确认合同 and waits for the seller side.
 */
export function Component() {
  const { id: followId } = useStaffQuery();
  const back = useBack();
  const item = useFollowDetail(followId);

  return (
    <div className={styles.page} data-testid="generate-contract">
      <PageTop title="生成合同" onBack={back} />
      {item.data ? (
        <ContractStep item={item.data} allowed={followActions(item.data).some((a) => a.key === 'generateContract')} />
      ) : (
        <LoadState id={followId} query={item} notFound={OrderMsg.followNotFound} {...STAFF_LOAD} />
      )}
    </div>
  );
}
