import NavBar from 'antd-mobile/es/components/nav-bar';
import { TradeMsg } from '@mts/shared/messages';
import { preOrderMoves, useStaffPreOrderPage } from '@/features/trade/model/staff-pages';
import { PreOrderEditForm } from '@/features/trade/components/mobile/pre-order-edit-form';
import { StaffMoves } from '@/features/trade/components/mobile/staff-moves';
import { RevisionList, StaffPreOrderView } from '@/features/trade/components/mobile/staff-pre-order';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/mobile/load-state';
import { useBack } from '@/components/mobile/navigation';
import { STAFF_LOAD } from '@/features/trade/components/mobile/load-presets';
import { toast } from '@/components/mobile/toast';
import styles from './staff-page.module.css';

/**
 * The negotiator's intention order (/follow/tpr/confirmPreOrder?orderId&followId, model 1, and
 * /follow/tpr/editPreOrder?orderId&followId, model 2): the order, the parties with their contact, the terms and
 * revisions; 确认 and 拒绝 (with a reason) when the server allows; on the edit page the quote's form first.
 */
function StaffPreOrderPage({ editing }: { editing: boolean }) {
  const back = useBack();
  const navigate = useAppNavigate();
  const page = useStaffPreOrderPage({ notify: toast, prefix: '' });
  const title = editing ? '修改意向单' : '确认意向单';
  const order = page.detail.data;

  return (
    <div className={styles.page} data-testid="staff-pre-order" data-mode={editing ? 'edit' : 'confirm'}>
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          {title}
        </NavBar>
      </div>
      {!order ? (
        <LoadState id={page.orderId} query={page.detail} forbidden={TradeMsg.preOrderForbidden} notFound={TradeMsg.preOrderNotFound} {...STAFF_LOAD} />
      ) : (
        <>
          <StaffPreOrderView order={order} />
          {editing && order.canEdit && (
            <>
              <h2 className={styles.sectionTitle}>修改报价</h2>
              {/* keyed by the revision count: after a save the form starts again from the saved order */}
              <PreOrderEditForm key={order.revisions.length} order={order} busy={page.saving} onSubmit={page.save} />
            </>
          )}
          <RevisionList order={order} />
          {page.followId > 0 && (
            <button type="button" className={styles.link} onClick={() => navigate(`/follow/tprFollowDetail/${page.followId}`)} data-testid="to-follow">
              查看跟单与跟进记录 ›
            </button>
          )}
          <StaffMoves {...preOrderMoves(order, page)} className={styles.bar} />
        </>
      )}
    </div>
  );
}

export const ConfirmPreOrderPage = () => <StaffPreOrderPage editing={false} />;
export const EditPreOrderPage = () => <StaffPreOrderPage editing />;
