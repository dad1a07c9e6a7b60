import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useParams } from 'react-router';
import { BomMsg } from '@mts/shared/messages';
import { BomInput } from '@/features/bom/components/mobile/bom-input';
import { BomList } from '@/features/bom/components/mobile/bom-list';
import { ActionBar, MatchLines, MatchSummary, OffersSheet, QuickSelectBar, ResultSheet, RfqSheet } from '@/features/bom/components/mobile/match-view';
import type { BomEnv } from '@/features/bom/model/bom-env';
import { useBomPage } from '@/features/bom/model/bom-list-page';
import { useBomMatchPage } from '@/features/bom/model/bom-match-page';
import styles from '@/features/bom/components/mobile/bom.module.css';
import { PageTop } from '@/components/mobile/page-top';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import { positiveParam } from '@/lib/query-params';

const env: BomEnv = { notify: toast, warn: toast, base: '' };

/** BOM配单 (/bom): paste a parts list or upload one, then 我的BOM. */
export function Component() {
  const back = useBack();
  const page = useBomPage(env, { infinite: true });
  return (
    <div className={styles.page} data-testid="bom-page">
      <PageTop title="BOM配单" onBack={back} />
      <BomInput page={page} />
      <BomList page={page} />
    </div>
  );
}

/** The match page (/bom/:id): summary, the lines (virtualised), the offers to switch, and the moves on the selection. */
export function BomMatchPage() {
  const back = useBack();
  const id = positiveParam(useParams().id);
  const page = useBomMatchPage(id, env);
  const actions = page.bom && (
    <span className={styles.topActions}>
      <button type="button" onClick={() => void page.runRematch()} disabled={page.rematching} data-testid="bom-rematch">
        {page.rematching ? '匹配中…' : '重新匹配'}
      </button>
      <button type="button" onClick={() => void page.exportXlsx()} data-testid="bom-export">
        导出
      </button>
    </span>
  );
  return (
    <div className={`${styles.page} ${styles.matchPage}`} data-testid="bom-match-page">
      <PageTop title={page.bom?.name ?? 'BOM配单'} onBack={back} />
      {page.detail.isPending && id > 0 ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : !page.bom ? (
        <p className={styles.state} data-testid="bom-not-found">
          {BomMsg.bomNotFound}
        </p>
      ) : (
        <>
          <MatchSummary page={page} />
          <div className={styles.quickRow}>
            <QuickSelectBar page={page} />
            {actions}
          </div>
          <MatchLines page={page} />
          <ActionBar page={page} />
          <OffersSheet page={page} />
          <RfqSheet page={page} />
          <ResultSheet page={page} />
        </>
      )}
    </div>
  );
}
