import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { Msg, OrderMsg } from '@mts/shared/messages';
import { NoAccess } from '@/components/mobile/no-access';
import { useFileReport } from '@/features/inspection/api/file-report';
import { ClosedNotice, DetailBlock, GrabBlock, InspectionDetailView } from '@/features/inspection/components/mobile/inspection-detail-view';
import { ReportForm } from '@/features/inspection/components/mobile/report-form';
import { ReportView } from '@/features/inspection/components/mobile/report-view';
import { useGrabAction } from '@/features/inspection/hooks/use-grab-action';
import { INSPECTOR_ONLY, inspectionStage, isInspector } from '@/features/inspection/model/inspection-view';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { MobileImageUploader } from '@/features/uploads/components/mobile/image-uploader';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from './navigation';
import { toast } from './toast';
import styles from './orders.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

/**
 * 验货详情 (/myxg/myYanHuoDetail?id=): the order's goods and contract terms, the shipment, and what the inspector
 * does: 领取 an unheld order, then the report (合格 / 不合格 … photos, a confirm first); once filed, the report
 * read-only. Anyone but an inspector gets a 403 page; an order he may not read, the server's refusal.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id')) || 0;
  const back = useBack();
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  const inspector = isInspector(user?.businessType);
  const detail = useOrderDetail(inspector ? id : 0);
  const fileReport = useFileReport();
  const { grab, busyId } = useGrabAction(toast);

  let content;
  if (!inspector) {
    content = <NoAccess title={INSPECTOR_ONLY.title} text={INSPECTOR_ONLY.text} onBack={() => navigate('/user', { replace: true })} />;
  } else if (detail.isPending && id > 0) {
    content = (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (!detail.data) {
    const code = detail.error instanceof ApiError ? detail.error.code : id > 0 ? 0 : 404;
    const refused = code === 403 || code === 404;
    const title = code === 403 ? detail.error!.message || OrderMsg.orderForbidden : code === 404 ? OrderMsg.orderNotFound : Msg.listLoadFailed;
    content = (
      <ErrorBlock status="empty" title={title} description={refused ? '' : '请检查网络后重试'} className={styles.error} data-testid="inspection-detail-error">
        <div className={styles.errorActions}>
          {!refused && (
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void detail.refetch()}>
              重新加载
            </Button>
          )}
          <Button color="primary" shape="rounded" onClick={() => navigate('/myxg/myYanHuo', { replace: true })}>
            我的验货
          </Button>
        </div>
      </ErrorBlock>
    );
  } else {
    const d = detail.data;
    const stage = inspectionStage(d);
    content = (
      <InspectionDetailView detail={d}>
        {stage.kind === 'grab' && (
          <DetailBlock title="领取验货">
            <GrabBlock busy={busyId === d.id} onGrab={() => void grab(d.id)} />
          </DetailBlock>
        )}
        {stage.kind === 'report' && (
          <DetailBlock title="填写验货报告">
            <ReportForm
              orderId={d.id}
              contractQuantity={d.contract.quantity || d.quantity}
              renderPhotos={(field) => <MobileImageUploader {...field} testId="report-photos" />}
              onSubmit={async (body) => {
                const { msg } = await fileReport.mutateAsync(body);
                toast(msg);
              }}
            />
          </DetailBlock>
        )}
        {stage.kind === 'filed' && (
          <DetailBlock title="验货报告">
            <ReportView report={stage.report} />
          </DetailBlock>
        )}
        {stage.kind === 'closed' && <ClosedNotice reason={stage.reason} />}
      </InspectionDetailView>
    );
  }

  return (
    <div className={styles.page} data-testid="inspection-detail">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          验货详情
        </NavBar>
      </div>
      {content}
    </div>
  );
}
