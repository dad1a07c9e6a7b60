import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { formatPrice } from '@mts/shared/format';
import { useExternalPayInfo } from '@/features/trade/api/get-external-pay-info';
import { TransferForm } from '@/features/trade/components/mobile/transfer-form';
import { TransferList } from '@/features/trade/components/mobile/transfer-list';
import { externalPayInfoPath, orderDetailPath } from '@/features/trade/model/order-view';
import { uploadImage } from '@/features/uploads/api/upload-image';
import { transferBlock, useExternalPay } from '@/features/trade/model/pay-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/mobile/load-state';
import { MONEY_LOAD } from '@/features/trade/components/mobile/load-presets';
import { useBack } from '@/components/mobile/navigation';
import sub from './sub-page.module.css';
import money from './money-pages.module.css';

/**
 * /externalPay?orderId= (login-guarded): the buyer or his side's business follower records the bank transfer he made
 * (amount, paying account, time, receipt image). After it: 已提交，等待平台确认 with the record listed. When the order
 * cannot take one (a transfer already waits, it is paid, or the caller is not on the buyer's side) the page says so.
 */
export function Component() {
  const navigate = useAppNavigate();
  const back = useBack();
  const { orderId, detail, recorded, recording, record, paths } = useExternalPay();
  const order = detail.data;
  const block = order && transferBlock(order);

  let content;
  if (!order) content = <LoadState id={orderId} query={detail} {...MONEY_LOAD} />;
  else if (recorded) content = <Recorded orderId={orderId} priceUnit={order.priceUnit} onOpen={(path) => navigate(path, { replace: true })} />;
  else if (block)
    content = (
      <div className={sub.state} data-testid="transfer-blocked">
        <p className={sub.stateTitle}>{block.title}</p>
        {block.pending && <p className={sub.stateText}>平台确认到账后订单将进入待发货。</p>}
        <Button className={sub.stateButton} color="primary" shape="rounded" onClick={() => navigate(block.action.path, { replace: true })}>
          {block.action.label}
        </Button>
      </div>
    );
  else
    content = (
      <>
        <div className={sub.notice} data-testid="transfer-order">
          订单 {order.orderNo} · 应付 {formatPrice(order.amount, order.priceUnit)}，请先按
          <button type="button" className={money.link} onClick={() => navigate(paths.info)} data-testid="transfer-info-link">
            转账信息
          </button>
          转至平台担保账户
        </div>
        <TransferForm order={order} upload={uploadImage} submitting={recording} onSubmit={record} />
      </>
    );

  return (
    <div className={`${sub.page} ${money.page}`} data-testid="external-pay">
      <NavBar className={sub.nav} onBack={back}>
        登记转账
      </NavBar>
      {content}
    </div>
  );
}

/** After recording: it waits for the platform; the order's transfers, the new one first. */
function Recorded({ orderId, priceUnit, onOpen }: { orderId: number; priceUnit: number; onOpen: (path: string) => void }) {
  const info = useExternalPayInfo(orderId);
  return (
    <>
      <div className={sub.state} data-testid="transfer-recorded">
        <div className={`${sub.stateIcon} ${sub.stateIconWait}`} aria-hidden>
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </div>
        <p className={sub.stateTitle}>已提交，等待平台确认</p>
        <p className={sub.stateText}>平台核对到账后，订单将进入待发货，买卖双方都会收到通知。</p>
      </div>
      <h2 className={sub.sectionTitle}>转账记录</h2>
      <div className={money.card}>{info.data ? <TransferList transfers={info.data.transfers} priceUnit={priceUnit} /> : <p className={money.muted}>加载中…</p>}</div>
      <div className={money.actions}>
        <Button fill="outline" shape="rounded" onClick={() => onOpen(externalPayInfoPath(orderId))}>
          转账信息
        </Button>
        <Button color="primary" shape="rounded" onClick={() => onOpen(orderDetailPath(orderId))} data-testid="transfer-view-order">
          查看订单
        </Button>
      </div>
    </>
  );
}
