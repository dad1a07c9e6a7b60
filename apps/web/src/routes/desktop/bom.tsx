import { App, Empty, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { BomMsg } from '@mts/shared/messages';
import { BomInputCard } from '@/features/bom/components/desktop/bom-input';
import { BomTable } from '@/features/bom/components/desktop/bom-table';
import { MatchLines, MatchSummary, OffersDrawer, ResultModal, RfqModal } from '@/features/bom/components/desktop/match-view';
import type { BomEnv } from '@/features/bom/model/bom-env';
import { useBomPage } from '@/features/bom/model/bom-list-page';
import { useBomMatchPage } from '@/features/bom/model/bom-match-page';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { positiveParam } from '@/lib/query-params';
import '@/features/bom/components/desktop/bom.css';

function useBomEnv(): BomEnv {
  const { message } = App.useApp();
  return { notify: (text) => void message.success(text), warn: (text) => void message.warning({ content: text, key: text }), base: '/pc' };
}

/** /pc/bom (BOM配单): the paste box and upload beside 我的BOM. */
export function BomPage() {
  useDocumentTitle('BOM配单');
  const page = useBomPage(useBomEnv(), { infinite: false });
  return (
    <div className="pc-container pc-bom-page" data-testid="bom-page">
      <div className="pc-bom-home">
        <BomInputCard page={page} />
        <BomTable page={page} />
      </div>
    </div>
  );
}

/** /pc/bom/:id: the summary, the lines (virtualised), the offers drawer and the moves on the selection. */
export function BomMatchPage() {
  const id = positiveParam(useParams().id);
  const page = useBomMatchPage(id, useBomEnv());
  useDocumentTitle(page.bom?.name ?? 'BOM配单');
  return (
    <div className="pc-container pc-bom-page" data-testid="bom-match-page">
      {page.detail.isPending && id > 0 ? (
        <Skeleton active paragraph={{ rows: 10 }} className="pc-card" />
      ) : !page.bom ? (
        <div className="pc-card" style={{ padding: 48 }}>
          <Empty description={BomMsg.bomNotFound} data-testid="bom-not-found" />
        </div>
      ) : (
        <>
          <MatchSummary page={page} />
          <MatchLines page={page} />
          <OffersDrawer page={page} />
          <RfqModal page={page} />
          <ResultModal page={page} />
        </>
      )}
    </div>
  );
}
