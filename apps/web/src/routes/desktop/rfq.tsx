import { App, Empty, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { RfqMsg } from '@mts/shared/messages';
import { BuyerCompare, RfqHead, SellerQuoteForm } from '@/features/rfq/components/desktop/rfq-detail';
import { RfqTable } from '@/features/rfq/components/desktop/rfq-table';
import { useRfqDetailPage } from '@/features/rfq/model/rfq-detail-page';
import type { RfqEnv } from '@/features/rfq/model/rfq-env';
import { useMyRfqPage } from '@/features/rfq/model/rfq-list-page';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { positiveParam } from '@/lib/query-params';
import '@/features/rfq/components/desktop/rfq.css';

function useRfqEnv(): RfqEnv {
  const { message } = App.useApp();
  return { notify: (text) => void message.success(text), warn: (text) => void message.warning({ content: text, key: text }), base: '/pc' };
}

/** /pc/rfq (我的询价): 我发起的 / 我收到的, the status filter, the table; a new RFQ reloads it (the prompt is app-wide). */
export function RfqListPage() {
  useDocumentTitle('我的询价');
  const page = useMyRfqPage(useRfqEnv(), { infinite: false });
  return (
    <div className="pc-container pc-rfq-page" data-testid="rfq-page">
      <RfqTable page={page} />
    </div>
  );
}

/** /pc/rfq/:id (询价详情): the buyer compares the quotes side by side and accepts one; a seller quotes. */
export function RfqDetailPage() {
  useDocumentTitle('询价详情');
  const id = positiveParam(useParams().id);
  const page = useRfqDetailPage(id, useRfqEnv());
  return (
    <div className="pc-container pc-rfq-page" data-testid="rfq-detail-page">
      {page.detail.isPending && id > 0 ? (
        <Skeleton active paragraph={{ rows: 8 }} className="pc-card" />
      ) : !page.rfq ? (
        <div className="pc-card" style={{ padding: 48 }}>
          <Empty description={RfqMsg.notFound} data-testid="rfq-not-found" />
        </div>
      ) : (
        <>
          <RfqHead page={page} />
          {page.isBuyer ? <BuyerCompare page={page} /> : <SellerQuoteForm page={page} />}
        </>
      )}
    </div>
  );
}
