import { App, Breadcrumb, Button, Descriptions, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import type { FollowDetail, GenerateContractInput } from '@mts/shared/schemas';
import { useFollowDetail } from '@/features/dispatch/api/get-follow-detail';
import { followActions, orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { type GeneratedContract, useGenerateContract } from '@/features/trade/api/contract-moves';
import { usePreOrderDetail } from '@/features/trade/api/get-pre-orders';
import { ContractForm } from '@/features/trade/components/desktop/contract-form';
import { PreOrderFacts, PreOrderHead, preOrderNext } from '@/features/trade/components/desktop/staff-pre-order';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/lib/available-paths';
import { positiveParam, StaffLoadState } from './staff-pages';
import { pc } from '@/lib/desktop-path';
import { useDocumentTitle } from '@/lib/document-title';
import './user-centre.css';

function Generated({ result, followId }: { result: GeneratedContract; followId: number }) {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const orderPath = pc(orderDetailPath(result.orderId));
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

function ContractStep({ item }: { item: FollowDetail }) {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const order = usePreOrderDetail(item.preOrderId ?? 0);
  const generate = useGenerateContract();
  const [result, setResult] = useState<GeneratedContract | null>(null);
  const allowed = followActions(item).some((a) => a.key === 'generateContract');

  if (result) return <Generated result={result} followId={item.id} />;
  if (!allowed)
    return (
      <section className="pc-card pc-follow-prompt" data-testid="contract-not-allowed">
        <Result
          status="info"
          title="无需生成合同"
          subTitle={item.orderId ? `该跟单已生成合同（${item.order?.statusText ?? item.statusText}）` : OrderMsg.notBuyerSide}
          extra={
            <Button type="primary" onClick={() => navigate(`/pc/follow/swFollowDetail/${item.id}`, { replace: true })}>
              返回跟单
            </Button>
          }
        />
      </section>
    );
  if (!order.data) return <StaffLoadState query={order} notFound={TradeMsg.preOrderNotFound} />;

  const submit = (body: GenerateContractInput) =>
    generate.mutateAsync(body).then(
      (reply) => {
        void message.success(OrderMsg.generateOk);
        setResult(reply);
      },
      () => {}, // toasted by the client; the follow item reloads
    );

  return (
    <>
      <PreOrderHead order={order.data} />
      {preOrderNext(order.data)}
      <div className="pc-staff-grid">
        <div className="pc-staff-main">
          <ContractForm order={order.data} followId={item.id} busy={generate.isPending} onSubmit={(b) => void submit(b)} />
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
  const [params] = useSearchParams();
  const followId = positiveParam(params.get('id'));
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
      {item.data ? <ContractStep item={item.data} /> : <StaffLoadState query={followId ? item : null} notFound={OrderMsg.followNotFound} />}
    </div>
  );
}
