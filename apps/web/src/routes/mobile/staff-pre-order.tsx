import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { Msg, TradeMsg } from '@mts/shared/messages';
import { preOrderRejectBody, type PreOrderDetail } from '@mts/shared/schemas';
import { useConfirmPreOrder, useEditPreOrder, useRejectPreOrder } from '@/features/trade/api/pre-order-moves';
import { usePreOrderDetail } from '@/features/trade/api/get-pre-orders';
import { PreOrderEditForm } from '@/features/trade/components/mobile/pre-order-edit-form';
import { ReasonDialog } from '@/features/trade/components/mobile/reason-dialog';
import { RevisionList, StaffPreOrderView } from '@/features/trade/components/mobile/staff-pre-order';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './staff-page.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

export const positiveParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** Loading, 意向单不存在 / 无权查看 / 获取数据失败 (retry), or the page. */
export function LoadState({ query, notFound, back }: { query: { isPending: boolean; error: unknown; refetch: () => unknown }; notFound: string; back: { label: string; to: string } }) {
  const navigate = useAppNavigate();
  if (query.isPending && !query.error)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  const code = query.error instanceof ApiError ? query.error.code : 404;
  const title = code === 403 ? (query.error as ApiError).message : code === 404 ? notFound : Msg.listLoadFailed;
  return (
    <ErrorBlock status="empty" title={title} description={code === 403 || code === 404 ? '' : '请检查网络后重试'} className={styles.error} data-testid="page-error">
      <div className={styles.errorActions}>
        {code !== 403 && code !== 404 && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        )}
        <Button color="primary" shape="rounded" onClick={() => navigate(back.to, { replace: true })}>
          {back.label}
        </Button>
      </div>
    </ErrorBlock>
  );
}

/** 拒绝 (reason) and 确认 at the bottom, each only when the server allows it. */
function Moves({ order }: { order: PreOrderDetail }) {
  const confirm = useConfirmPreOrder();
  const reject = useRejectPreOrder();
  const [rejecting, setRejecting] = useState(false);
  if (!order.canConfirm && !order.canReject) return null;

  const doConfirm = async () => {
    const ok = await Dialog.confirm({ title: '确认意向单', content: '确认后意向单进入商务接单池，由商务生成合同。', confirmText: '确认', cancelText: '取消' });
    if (!ok) return;
    try {
      await confirm.mutateAsync(order.id);
      toast(TradeMsg.confirmOk);
    } catch {
      // the client toasted the server's reason (e.g. 409); the detail reloads
    }
  };
  const doReject = async (reason: string) => {
    try {
      await reject.mutateAsync({ id: order.id, reason });
      setRejecting(false);
      toast(TradeMsg.rejectOk);
    } catch {
      setRejecting(false);
    }
  };

  return (
    <>
      <div className={styles.bar}>
        {order.canReject && (
          <Button color="danger" fill="outline" shape="rounded" onClick={() => setRejecting(true)} data-testid="pre-order-reject">
            拒绝
          </Button>
        )}
        {order.canConfirm && (
          <Button color="primary" shape="rounded" loading={confirm.isPending} onClick={() => void doConfirm()} data-testid="pre-order-confirm">
            确认
          </Button>
        )}
      </div>
      {order.canReject && (
        <ReasonDialog
          visible={rejecting}
          title="拒绝意向单"
          hint="拒绝后意向单取消，买卖双方会看到原因。"
          schema={preOrderRejectBody.shape.reason}
          busy={reject.isPending}
          onCancel={() => setRejecting(false)}
          onSubmit={(r) => void doReject(r)}
        />
      )}
    </>
  );
}

function EditSection({ order }: { order: PreOrderDetail }) {
  const edit = useEditPreOrder();
  const save = async (body: Parameters<typeof edit.mutateAsync>[0]) => {
    try {
      await edit.mutateAsync(body);
      toast(TradeMsg.editOk);
      return true;
    } catch {
      return false;
    }
  };
  // keyed by the revision count: after a save the form starts again from the saved order
  return (
    <>
      <h2 className={styles.sectionTitle}>修改报价</h2>
      <PreOrderEditForm key={order.revisions.length} order={order} busy={edit.isPending} onSubmit={save} />
    </>
  );
}

/**
 * The negotiator's intention order (/follow/tpr/confirmPreOrder?orderId&followId, model 1, and
 * /follow/tpr/editPreOrder?orderId&followId, model 2): the order, the parties with their contact, the terms and
 * revisions; 确认 and 拒绝 (with a reason) when the server allows; on the edit page the quote's form first.
 */
function StaffPreOrderPage({ editing }: { editing: boolean }) {
  const [params] = useSearchParams();
  const orderId = positiveParam(params.get('orderId'));
  const followId = positiveParam(params.get('followId'));
  const back = useBack();
  const navigate = useAppNavigate();
  const detail = usePreOrderDetail(orderId);
  const title = editing ? '修改意向单' : '确认意向单';
  const order = detail.data;

  return (
    <div className={styles.page} data-testid="staff-pre-order" data-mode={editing ? 'edit' : 'confirm'}>
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          {title}
        </NavBar>
      </div>
      {!order || !orderId ? (
        <LoadState query={orderId ? detail : { isPending: false, error: new ApiError(TradeMsg.preOrderNotFound, 404), refetch: () => {} }} notFound={TradeMsg.preOrderNotFound} back={{ label: '返回跟单', to: '/follow' }} />
      ) : (
        <>
          <StaffPreOrderView order={order} />
          {editing && order.canEdit && <EditSection order={order} />}
          <RevisionList order={order} />
          {followId > 0 && (
            <button type="button" className={styles.link} onClick={() => navigate(`/follow/tprFollowDetail/${followId}`)} data-testid="to-follow">
              查看跟单与跟进记录 ›
            </button>
          )}
          <Moves order={order} />
        </>
      )}
    </div>
  );
}

export const ConfirmPreOrderPage = () => <StaffPreOrderPage editing={false} />;
export const EditPreOrderPage = () => <StaffPreOrderPage editing />;
