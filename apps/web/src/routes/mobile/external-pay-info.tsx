import NavBar from 'antd-mobile/es/components/nav-bar';
import { EscrowInfo } from '@/features/trade/components/mobile/escrow-info';
import { copyText } from '@/lib/clipboard';
import { useExternalPayInfoPage } from '@/features/trade/model/pay-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/mobile/load-state';
import { MONEY_LOAD } from '@/features/trade/components/mobile/load-presets';
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
  const navigate = useAppNavigate();
  const back = useBack();
  const { orderId, info, canRecord, paths } = useExternalPayInfoPage();

  const copy = (text: string, what: string) => {
    void copyText(text).then((ok) => toast(ok ? `${what}已复制` : '复制失败，请长按手动复制'));
  };

  return (
    <div className={`${sub.page} ${money.page}`} data-testid="external-pay-info">
      <NavBar className={sub.nav} onBack={back}>
        银行转账
      </NavBar>
      {!info.data ? (
        <LoadState id={orderId} query={info} {...MONEY_LOAD} />
      ) : (
        <EscrowInfo
          info={info.data}
          canRecord={canRecord}
          onRecord={() => navigate(paths.record)}
          onOpenOrder={() => navigate(paths.order)}
          onCopy={copy}
        />
      )}
    </div>
  );
}
