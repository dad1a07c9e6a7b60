import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { StockMsg } from '@mts/shared/messages';
import { useAuthnStatus } from '@/features/users/hooks/use-current-user';
import { ImportCard } from '@/features/stock/components/mobile/import-card';
import { StockList } from '@/features/stock/components/mobile/stock-list';
import { UploadSteps } from '@/features/stock/components/mobile/upload-steps';
import { useLiveImport } from '@/features/stock/model/live-import';
import type { StockEnv } from '@/features/stock/model/stock-env';
import { STOCK_SEARCH_PLACEHOLDER, STOCK_TABS, useMyStockPage, type StockTabKey } from '@/features/stock/model/stock-list-page';
import { useStockUploadFlow } from '@/features/stock/model/upload-flow';
import styles from '@/features/stock/components/mobile/stock.module.css';
import { PageTop } from '@/components/mobile/page-top';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import { useAppNavigate } from '@/lib/use-app-navigate';

const env: StockEnv = { notify: toast, warn: toast };
const UPLOAD_PATH = '/myxg/myStock/upload';

/** Real-name verification first (uploading is publishing): the page's top and why not, with the way to /realname. */
function VerifiedOnly({ top, children }: { top: ReactNode; children: ReactNode }) {
  const navigate = useAppNavigate();
  const { authnStatus, verified } = useAuthnStatus();
  if (authnStatus !== undefined && verified) return <>{children}</>;
  return (
    <>
      {top}
      {authnStatus === undefined ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : (
        <div className={styles.state} data-testid="stock-need-realname">
          <p className={styles.stateTitle}>请先完成实名认证</p>
          <p className={styles.stateText}>{StockMsg.needRealName}</p>
          <Button color="primary" shape="rounded" onClick={() => navigate('/realname')} data-testid="stock-go-realname">
            去实名认证
          </Button>
        </div>
      )}
    </>
  );
}

/** A running import above the list, live, with the way to its page. */
function RunningImport() {
  const navigate = useAppNavigate();
  const live = useLiveImport(env);
  if (!live.imp || !live.running) return null;
  return (
    <ImportCard
      imp={live.imp}
      cancelling={live.cancelling}
      onCancel={live.cancel}
      onReport={live.downloadReport}
      compact
      extra={
        <Button size="small" color="primary" fill="outline" onClick={() => navigate(UPLOAD_PATH)}>
          查看导入
        </Button>
      }
    />
  );
}

function StockListPage({ onBack }: { onBack: () => void }) {
  const navigate = useAppNavigate();
  const page = useMyStockPage(env, { infinite: true });
  return (
    <>
      <PageTop title="我的库存" onBack={onBack}>
        <SearchBar
          className={styles.search}
          key={page.keyword}
          defaultValue={page.keyword}
          placeholder={STOCK_SEARCH_PLACEHOLDER}
          onSearch={page.search}
          onClear={() => page.search('')}
          data-testid="stock-search"
        />
        <Tabs className={styles.tabs} activeKey={page.tab} onChange={(key) => page.setTab(key as StockTabKey)}>
          {STOCK_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </PageTop>
      <div className={styles.tools}>
        <Button color="primary" size="small" onClick={() => navigate(UPLOAD_PATH)} data-testid="stock-upload">
          批量上传
        </Button>
        <Button size="small" onClick={() => void page.exportAll()} data-testid="stock-export">
          导出
        </Button>
        <Button size="small" onClick={() => void page.downloadTemplate()} data-testid="stock-template">
          下载模板
        </Button>
      </div>
      <RunningImport />
      <StockList page={page} />
    </>
  );
}

/** 我的库存 (/myxg/myStock): search, tabs, the stock cards with 编辑 and the bulk bar, 批量上传 / 导出 / 下载模板. */
export function Component() {
  const back = useBack();
  return (
    <div className={styles.page} data-testid="my-stock">
      <VerifiedOnly top={<PageTop title="我的库存" onBack={back} />}>
        <StockListPage onBack={back} />
      </VerifiedOnly>
    </div>
  );
}

function UploadFlow() {
  const navigate = useAppNavigate();
  const flow = useStockUploadFlow(env);
  if (flow.imp === undefined)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  return <UploadSteps flow={flow} onOpenList={() => navigate('/myxg/myStock', { replace: true })} />;
}

/** 批量上传 (/myxg/myStock/upload): the upload's steps on one page, or the running import's progress. */
export function StockUploadPage() {
  const back = useBack();
  return (
    <div className={styles.page} data-testid="stock-upload-page">
      <PageTop title="批量上传库存" onBack={back} />
      <VerifiedOnly top={null}>
        <UploadFlow />
      </VerifiedOnly>
    </div>
  );
}
