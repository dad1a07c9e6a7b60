import { OrderMsg } from '@mts/shared/messages';
import { NoAccess } from '@/components/mobile/no-access';
import { ClosedNotice, DetailBlock, GrabBlock, InspectionDetailView } from '@/features/inspection/components/mobile/inspection-detail-view';
import { ReportForm } from '@/features/inspection/components/mobile/report-form';
import { ReportView } from '@/features/inspection/components/mobile/report-view';
import { INSPECTOR_ONLY, inspectionStage, isInspector } from '@/features/inspection/model/inspection-view';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderLogistics } from '@/features/trade/components/mobile/logistics';
import { MobileImageUploader } from '@/features/uploads/components/mobile/image-uploader';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useInspectionDetailPage } from '@/features/inspection/model/inspection-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/mobile/load-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './orders.module.css';
import { PageTop } from '@/components/mobile/page-top';

/**
 * 验货详情 (/myxg/myYanHuoDetail?id=): the order's goods and contract terms, the shipment, and what the inspector
 * does: 领取 an unheld order, then the report (合格 / 不合格 … photos, a confirm first); once filed, the report
 * read-only, then the logistics with 平台发货 to the buyer (issue 22). Anyone but an inspector gets a 403 page; an order he may not read, the server's refusal.
 */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  const inspector = isInspector(user?.businessType);
  const { id, grab, grabbingId, submitReport } = useInspectionDetailPage(toast);
  const detail = useOrderDetail(inspector ? id : 0);

  const renderDetail = (d: NonNullable<typeof detail.data>) => {
    const stage = inspectionStage(d);
    return (
      <InspectionDetailView detail={d}>
        {stage.kind === 'grab' && (
          <DetailBlock title="领取验货">
            <GrabBlock busy={grabbingId === d.id} onGrab={() => grab(d.id)} />
          </DetailBlock>
        )}
        {stage.kind === 'report' && (
          <DetailBlock title="填写验货报告">
            <ReportForm
              orderId={d.id}
              contractQuantity={d.contract.quantity || d.quantity}
              renderPhotos={(field) => <MobileImageUploader {...field} testId="report-photos" />}
              onSubmit={submitReport}
            />
          </DetailBlock>
        )}
        {stage.kind === 'filed' && (
          <DetailBlock title="验货报告">
            <ReportView report={stage.report} />
          </DetailBlock>
        )}
        {/* After the report: both legs, and 平台发货 to the buyer once it passed (issue 22). */}
        {stage.kind === 'filed' && <OrderLogistics detail={d} />}
        {stage.kind === 'closed' && <ClosedNotice reason={stage.reason} />}
      </InspectionDetailView>
    );
  };

  let content;
  if (!inspector) {
    content = <NoAccess title={INSPECTOR_ONLY.title} text={INSPECTOR_ONLY.text} onBack={() => navigate('/user', { replace: true })} />;
  } else {
    content = (
      <LoadState id={id} query={detail} forbidden={OrderMsg.orderForbidden} notFound={OrderMsg.orderNotFound} testId="inspection-detail-error" back={{ label: '我的验货', to: '/myxg/myYanHuo' }}>
        {renderDetail}
      </LoadState>
    );
  }

  return (
    <div className={styles.page} data-testid="inspection-detail">
      <PageTop title="验货详情" onBack={back} />
      {content}
    </div>
  );
}
