import { App, Card } from 'antd';
import { OrderMsg } from '@mts/shared/messages';
import { NoAccess } from '@/components/desktop/no-access';
import { ClosedNotice, GrabBlock, InspectionDetailView } from '@/features/inspection/components/desktop/inspection-detail-view';
import { ReportForm } from '@/features/inspection/components/desktop/report-form';
import { ReportView } from '@/features/inspection/components/desktop/report-view';
import { INSPECTOR_ONLY, inspectionStage, isInspector } from '@/features/inspection/model/inspection-view';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderLogistics } from '@/features/trade/components/desktop/logistics';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useInspectionDetailPage } from '@/features/inspection/model/inspection-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/desktop/load-state';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/**
 * 验货详情 (/pc/myxg/myYanHuoDetail?id=): the order's goods and contract terms, the shipment, and what the inspector
 * does: 领取 an unheld order, then the report (a confirm first); once filed, the report read-only. Anyone but an
 * inspector gets a 403 page; an order he may not read, the server's refusal. After 验货通过 the page ships it on to
 * the buyer (平台发货: express or 买家自提, by the buyer's choice).
 */
export function InspectionDetailPage() {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const inspector = isInspector(user?.businessType);
  const { id, grab, grabbingId, submitReport } = useInspectionDetailPage((text) => void message.success(text));
  const detail = useOrderDetail(inspector ? id : 0);
  useDocumentTitle(detail.data ? `验货 ${detail.data.orderNo}` : '验货详情');

  if (!inspector) return <NoAccess title={INSPECTOR_ONLY.title} text={INSPECTOR_ONLY.text} onBack={() => navigate('/pc/user')} />;
  if (!detail.data)
    return <LoadState testId="trade-detail-error" id={id} query={detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '我的验货', to: '/pc/myxg/myYanHuo' }} />;

  const d = detail.data;
  const stage = inspectionStage(d);
  return (
    <InspectionDetailView detail={d}>
      {stage.kind === 'grab' && <GrabBlock busy={grabbingId === d.id} onGrab={() => grab(d.id)} />}
      {stage.kind === 'report' && (
        <Card title="填写验货报告">
          <ReportForm
            orderId={d.id}
            contractQuantity={d.contract.quantity || d.quantity}
            renderPhotos={({ value, onChange, max, onBusyChange }) => <ImageUploader value={value} onChange={onChange} max={max} onBusyChange={onBusyChange} />}
            onSubmit={submitReport}
          />
        </Card>
      )}
      {stage.kind === 'filed' && (
        <Card title="验货报告">
          <ReportView report={stage.report} />
        </Card>
      )}
      {/* After the report: both legs, and 平台发货 to the buyer once it passed (issue 22). */}
      {stage.kind === 'filed' && <OrderLogistics detail={d} />}
      {stage.kind === 'closed' && <ClosedNotice reason={stage.reason} />}
    </InspectionDetailView>
  );
}
