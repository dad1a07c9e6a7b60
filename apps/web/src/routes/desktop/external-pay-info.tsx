import { App } from 'antd';
import { useSearchParams } from 'react-router';
import { OrderMsg } from '@mts/shared/messages';
import { useExternalPayInfo } from '@/features/trade/api/get-external-pay-info';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { EscrowInfo } from '@/features/trade/components/desktop/escrow-info';
import { externalPayPath, orderDetailPath } from '@/features/trade/model/order-view';
import { copyText } from '@/lib/clipboard';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { TradeDetailState } from './trade-detail-state';
import { useDocumentTitle } from '@/lib/document-title';
import '@/features/trade/components/desktop/trade.css';

/**
 * /pc/externalPayInfo?orderId= (login-guarded): the escrow account, the amount and the reference for the order's bank
 * transfer (each with 复制), the transfers recorded so far, and 我已转账，上传凭证 while one may be recorded.
 */
export function ExternalPayInfoPage() {
  const [params] = useSearchParams();
  const orderId = positiveInt(params.get('orderId')) ?? 0;
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const info = useExternalPayInfo(orderId);
  const detail = useOrderDetail(orderId);
  useDocumentTitle(info.data ? `银行转账 ${info.data.orderNo}` : '银行转账');

  const copy = (text: string, what: string) => {
    void copyText(text).then((ok) => (ok ? void message.success(`${what}已复制`) : void message.error('复制失败，请手动复制')));
  };

  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }} data-testid="external-pay-info">
      {!info.data ? (
        <TradeDetailState id={orderId} query={info} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '全部订单', to: '/pc/myorder' }} />
      ) : (
        <div className="pc-card" style={{ padding: 32 }}>
          <EscrowInfo
            info={info.data}
            canRecord={detail.data?.canRecordTransfer ?? false}
            onRecord={() => navigate(`/pc${externalPayPath(orderId)}`)}
            onOpenOrder={() => navigate(`/pc${orderDetailPath(orderId)}`)}
            onCopy={copy}
          />
        </div>
      )}
    </div>
  );
}
