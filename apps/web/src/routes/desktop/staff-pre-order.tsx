import { App, Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { TradeMsg } from '@mts/shared/messages';
import { preOrderMoves, useStaffPreOrderPage } from '@/features/trade/model/staff-pages';
import { PreOrderEditForm } from '@/features/trade/components/desktop/pre-order-edit-form';
import { StaffMoves } from '@/features/trade/components/desktop/staff-moves';
import { PreOrderFacts, PreOrderHead, preOrderNext, Revisions } from '@/features/trade/components/desktop/staff-pre-order';
import { LoadState } from '@/components/desktop/load-state';
import { STAFF_LOAD } from '@/features/trade/components/desktop/load-presets';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './user-centre.css';

/**
 * /pc/follow/tpr/confirmPreOrder and /pc/follow/tpr/editPreOrder (?orderId&followId): the negotiator's intention
 * order with its terms, parties and revisions; the quote's edit form (model 2); 确认 and 拒绝 as the server allows.
 */
function StaffPreOrderPage({ editing }: { editing: boolean }) {
  const { message } = App.useApp();
  const page = useStaffPreOrderPage({ notify: (text) => void message.success(text), prefix: '/pc' });
  const { followId } = page;
  const title = editing ? '修改意向单' : '确认意向单';
  useDocumentTitle(title);
  const order = page.detail.data;

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
        <LoadState id={page.orderId} query={page.detail} forbidden={TradeMsg.preOrderForbidden} notFound={TradeMsg.preOrderNotFound} {...STAFF_LOAD} />
      ) : (
        <>
          <PreOrderHead order={order} extra={<StaffMoves {...preOrderMoves(order, page)} />} />
          {preOrderNext(order)}
          <div className="pc-staff-grid">
            <div className="pc-staff-main">
              {editing && order.canEdit ? <PreOrderEditForm key={order.revisions.length} order={order} busy={page.saving} onSubmit={page.save} /> : null}
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
