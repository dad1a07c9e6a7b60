import { App, Breadcrumb, Button, Descriptions, Result } from 'antd';
import { Link } from 'react-router';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import type { FollowDetail } from '@mts/shared/schemas';
import { useFollowDetail } from '@/features/dispatch/api/get-follow-detail';
import { followActions, orderDetailPath } from '@/features/dispatch/model/follow-actions';
import type { GeneratedContract } from '@/features/trade/api/contract-moves';
import { contractNotAllowedText, useGenerateContractStep, useStaffQuery } from '@/features/trade/model/staff-pages';
import { ContractForm } from '@/features/trade/components/desktop/contract-form';
import { PreOrderFacts, PreOrderHead, preOrderNext } from '@/features/trade/components/desktop/staff-pre-order';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { LoadState } from '@/components/desktop/load-state';
import { STAFF_LOAD } from '@/features/trade/components/desktop/load-presets';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './user-centre.css';

function Generated({ result, followId }: { result: GeneratedContract; followId: number }) {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const orderPath = `/pc${orderDetailPath(result.orderId)}`;
  return (
    <section className="pc-card" data-testid="contract-generated">
      <Result
        status="success"
        title="合同已生成"
        subTitle={`${OrderMsg.generateOk}。卖方商务确认后合同生效，订单进入待付款。`}
        extra={[
          <Button key="follow" onClick={() => navigate(`/pc/follow/swFollowDetail/${followId}`, { replace: true })}>
            返回跟单
          </Button>,
          isAvailable(orderPath) ? (
            <Button key="order" type="primary" onClick={() => navigate(orderPath)} data-testid="generated-to-order">
              查看订单
            </Button>
          ) : (
            <Button key="orders" type="primary" onClick={() => navigate('/pc/sw/myCreateOrder')} data-testid="generated-to-order">
              我生成的订单
            </Button>
          ),
        ]}
      >
        <Descriptions
          column={3}
          bordered
          size="small"
          items={[
            { key: 'order', label: '订单号', children: <span data-testid="generated-order-no">{result.orderNo}</span> },
            { key: 'contract', label: '合同号', children: <span data-testid="generated-contract-no">{result.contractNo}</span> },
            { key: 'status', label: '状态', children: <span data-testid="generated-status">{result.statusText}</span> },
          ]}
        />
      </Result>
    </section>
  );
}

function ContractStep({ item, allowed }: { item: FollowDetail; allowed: boolean }) {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const { order, parties, result, generating, submit } = useGenerateContractStep(item.preOrderId ?? 0, item.id, { notify: (text) => void message.success(text), prefix: '/pc' });

  if (result) return <Generated result={result} followId={item.id} />;
  if (!allowed)
    return (
      <section className="pc-card pc-follow-prompt" data-testid="contract-not-allowed">
        <Result
          status="info"
          title="无需生成合同"
          subTitle={contractNotAllowedText(item)}
          extra={
            <Button type="primary" onClick={() => navigate(`/pc/follow/swFollowDetail/${item.id}`, { replace: true })}>
              返回跟单
            </Button>
          }
        />
      </section>
    );
  if (!order.data) return <LoadState id={item.preOrderId ?? 0} query={order} forbidden={TradeMsg.preOrderForbidden} notFound={TradeMsg.preOrderNotFound} {...STAFF_LOAD} />;

  return (
    <>
      <PreOrderHead order={order.data} />
      {preOrderNext(order.data)}
      <div className="pc-staff-grid">
        <div className="pc-staff-main">
          <ContractForm order={order.data} followId={item.id} parties={parties} busy={generating} onSubmit={(b) => void submit(b)} />
        </div>
        <div className="pc-staff-side">
          <PreOrderFacts order={order.data} column={1} />
        </div>
      </div>
    </>
  );
}

/** /pc/follow/generateTradeContract?id={followId}: the buyer-side business follower draws up the trade contract. */
export function GenerateContractPage() {
  const { id: followId } = useStaffQuery();
  const item = useFollowDetail(followId);
  useDocumentTitle('生成合同');
  return (
    <div className="pc-container pc-follow" data-testid="generate-contract">
      <Breadcrumb
        items={[
          { title: <Link to="/pc/home">首页</Link> },
          { title: <Link to="/pc/follow">商务跟单</Link> },
          ...(followId ? [{ title: <Link to={`/pc/follow/swFollowDetail/${followId}`}>跟单详情</Link> }] : []),
          { title: '生成合同' },
        ]}
      />
      {item.data ? <ContractStep item={item.data} allowed={followActions(item.data).some((a) => a.key === 'generateContract')} /> : <LoadState id={followId} query={item} notFound={OrderMsg.followNotFound} {...STAFF_LOAD} />}
    </div>
  );
}
