import { App } from 'antd';
import { OrderMsg } from '@mts/shared/messages';
import { EscrowInfo } from '@/features/trade/components/desktop/escrow-info';
import { copyText } from '@/lib/clipboard';
import { useExternalPayInfoPage } from '@/features/trade/model/pay-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/desktop/load-state';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import '@/features/trade/components/desktop/trade.css';

/**
 * /pc/externalPayInfo?orderId= (login-guarded): the escrow account, the amount and the reference for the order's bank
 * transfer (each with 复制), the transfers recorded so far, and 我已转账，上传凭证 while one may be recorded.
 */
export function ExternalPayInfoPage() {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const { orderId, info, canRecord, paths } = useExternalPayInfoPage();
  useDocumentTitle(info.data ? `银行转账 ${info.data.orderNo}` : '银行转账');

  const copy = (text: string, what: string) => {
    void copyText(text).then((ok) => (ok ? void message.success(`${what}已复制`) : void message.error('复制失败，请手动复制')));
  };

  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }} data-testid="external-pay-info">
      {!info.data ? (
        <LoadState testId="trade-detail-error" id={orderId} query={info} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '全部订单', to: '/pc/myorder' }} />
      ) : (
        <div className="pc-card" style={{ padding: 32 }}>
          <EscrowInfo
            info={info.data}
            canRecord={canRecord}
            onRecord={() => navigate(`/pc${paths.record}`)}
            onOpenOrder={() => navigate(`/pc${paths.order}`)}
            onCopy={copy}
          />
        </div>
      )}
    </div>
  );
}
