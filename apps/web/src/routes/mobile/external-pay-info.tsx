import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { useExternalPayInfo } from '@/features/trade/api/get-external-pay-info';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { EscrowInfo } from '@/features/trade/components/mobile/escrow-info';
import { externalPayPath, orderDetailPath } from '@/features/trade/model/order-view';
import { copyText } from '@/lib/clipboard';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { MoneyPageState } from './money-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import sub from './sub-page.module.css';
import money from './money-pages.module.css';

/**
 * /externalPayInfo?orderId= (login-guarded): the bank transfer for an order — the escrow account, the amount and the
 * reference to write on it (each with 复制), the transfers recorded so far, and 我已转账，上传凭证 (→ /externalPay)
 * while the order's flags allow recording one. The buyer, his side's business follower and operators.
 */
export function Component() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const navigate = useAppNavigate();
  const back = useBack();
  const info = useExternalPayInfo(orderId);
  const detail = useOrderDetail(orderId);

  const copy = (text: string, what: string) => {
    void copyText(text).then((ok) => toast(ok ? `${what}已复制` : '复制失败，请长按手动复制'));
  };

  return (
    <div className={`${sub.page} ${money.page}`} data-testid="external-pay-info">
      <NavBar className={sub.nav} onBack={back}>
        银行转账
      </NavBar>
      {!info.data ? (
        <MoneyPageState id={orderId} query={info} />
      ) : (
        <EscrowInfo
          info={info.data}
          canRecord={detail.data?.canRecordTransfer ?? false}
          onRecord={() => navigate(externalPayPath(orderId))}
          onOpenOrder={() => navigate(orderDetailPath(orderId))}
          onCopy={copy}
        />
      )}
    </div>
  );
}
