import { App, Breadcrumb, Button, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { TradeMsg } from '@mts/shared/messages';
import { preOrderRejectBody, type PreOrderDetail } from '@mts/shared/schemas';
import { usePreOrderDetail } from '@/features/trade/api/get-pre-orders';
import { useConfirmPreOrder, useEditPreOrder, useRejectPreOrder } from '@/features/trade/api/pre-order-moves';
import { PreOrderEditForm } from '@/features/trade/components/desktop/pre-order-edit-form';
import { ReasonButton } from '@/features/trade/components/desktop/reason-button';
import { PreOrderFacts, PreOrderHead, preOrderNext, Revisions } from '@/features/trade/components/desktop/staff-pre-order';
import { positiveParam, StaffLoadState } from './staff-pages';
import { useDocumentTitle } from '@/lib/document-title';
import './user-centre.css';

function Moves({ order }: { order: PreOrderDetail }) {
  const { message, modal } = App.useApp();
  const confirm = useConfirmPreOrder();
  const reject = useRejectPreOrder();
  if (!order.canConfirm && !order.canReject) return null;
  const doConfirm = () =>
    modal.confirm({
      title: '确认意向单',
      content: '确认后意向单进入商务接单池，由商务生成合同。',
      okText: '确认',
      cancelText: '取消',
      onOk: () =>
        confirm.mutateAsync(order.id).then(
          () => void message.success(TradeMsg.confirmOk),
          () => {}, // the client toasted the server's reason; the order reloads
        ),
    });
  return (
    <Space size={12} className="pc-staff-actions">
      {order.canReject ? (
        <ReasonButton
          label="拒绝"
          title="拒绝意向单"
          hint="拒绝后意向单取消，买卖双方会看到原因。"
          schema={preOrderRejectBody.shape.reason}
          testId="pre-order-reject"
          onSubmit={(reason) => reject.mutateAsync({ id: order.id, reason }).then(() => void message.success(TradeMsg.rejectOk))}
        />
      ) : null}
      {order.canConfirm ? (
        <Button type="primary" size="large" loading={confirm.isPending} onClick={doConfirm} data-testid="pre-order-confirm">
          确认
        </Button>
      ) : null}
    </Space>
  );
}

function EditSection({ order }: { order: PreOrderDetail }) {
  const { message } = App.useApp();
  const edit = useEditPreOrder();
  const save = (body: Parameters<typeof edit.mutateAsync>[0]) =>
    edit.mutateAsync(body).then(
      () => {
        void message.success(TradeMsg.editOk);
        return true;
      },
      () => false,
    );
  return <PreOrderEditForm key={order.revisions.length} order={order} busy={edit.isPending} onSubmit={save} />;
}

/**
 * /pc/follow/tpr/confirmPreOrder and /pc/follow/tpr/editPreOrder (?orderId&followId): the negotiator's intention
 * order with its terms, parties and revisions; the quote's edit form (model 2); 确认 and 拒绝 as the server allows.
 */
function StaffPreOrderPage({ editing }: { editing: boolean }) {
  const [params] = useSearchParams();
  const orderId = positiveParam(params.get('orderId'));
  const followId = positiveParam(params.get('followId'));
  const detail = usePreOrderDetail(orderId);
  const title = editing ? '修改意向单' : '确认意向单';
  useDocumentTitle(title);
  const order = detail.data;

  return (
    <div className="pc-container pc-follow" data-testid="staff-pre-order" data-mode={editing ? 'edit' : 'confirm'}>
      <Breadcrumb
        items={[
          { title: <Link to="/pc/home">首页</Link> },
          { title: <Link to="/pc/follow">谈判人跟单</Link> },
          ...(followId ? [{ title: <Link to={`/pc/follow/tprFollowDetail/${followId}`}>跟单详情</Link> }] : []),
          { title },
        ]}
      />
      {!order ? (
        <StaffLoadState query={orderId ? detail : null} notFound={TradeMsg.preOrderNotFound} />
      ) : (
        <>
          <PreOrderHead order={order} extra={<Moves order={order} />} />
          {preOrderNext(order)}
          <div className="pc-staff-grid">
            <div className="pc-staff-main">
              {editing && order.canEdit ? <EditSection order={order} /> : null}
              <PreOrderFacts order={order} />
            </div>
            <div className="pc-staff-side">
              <Revisions order={order} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export const ConfirmPreOrderPage = () => <StaffPreOrderPage editing={false} />;
export const EditPreOrderPage = () => <StaffPreOrderPage editing />;
