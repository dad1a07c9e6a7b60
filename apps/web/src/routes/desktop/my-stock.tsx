import { App, Button, Input, Skeleton, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { RealNameGate } from '@/features/users/components/desktop/real-name-gate';
import { useAuthnStatus } from '@/features/users/hooks/use-current-user';
import { ImportPanel } from '@/features/stock/components/desktop/import-panel';
import { StockTable } from '@/features/stock/components/desktop/stock-table';
import { UploadWizard } from '@/features/stock/components/desktop/upload-wizard';
import { useLiveImport } from '@/features/stock/model/live-import';
import { deleteConfirmText, STOCK_SEARCH_PLACEHOLDER, STOCK_TABS, useMyStockPage, type StockTabKey } from '@/features/stock/model/stock-list-page';
import type { StockEnv } from '@/features/stock/model/stock-env';
import { useStockUploadFlow } from '@/features/stock/model/upload-flow';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

const LIST_PATH = '/pc/myxg/myStock';
const UPLOAD_PATH = '/pc/myxg/myStock/upload';

function useStockEnv(): StockEnv {
  const { message } = App.useApp();
  return { notify: (text) => void message.success(text), warn: (text) => void message.error({ content: text, key: text }) };
}

/** Real-name verification first (uploading is publishing): the gate in the user centre's card, else the page. */
function VerifiedOnly({ children }: { children: React.ReactNode }) {
  const { authnStatus, verified } = useAuthnStatus();
  if (authnStatus === undefined) return <Skeleton active paragraph={{ rows: 8 }} className="pc-card" />;
  if (!verified) return <RealNameGate title="实名认证后才可上传库存" bare />;
  return <>{children}</>;
}

/** A running import above the list: its progress, live, with the way to its page. */
function RunningImport({ env }: { env: StockEnv }) {
  const navigate = useNavigate();
  const live = useLiveImport(env);
  if (!live.imp || !live.running) return null;
  return (
    <ImportPanel
      imp={live.imp}
      cancelling={live.cancelling}
      onCancel={live.cancel}
      onReport={live.downloadReport}
      compact
      extra={
        <Button type="link" onClick={() => navigate(UPLOAD_PATH)}>
          查看导入
        </Button>
      }
    />
  );
}

function StockList() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const env = useStockEnv();
  const page = useMyStockPage(env, { infinite: false });
  const askDelete = () =>
    modal.confirm({
      title: '删除库存',
      content: deleteConfirmText(page.selected.length),
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => page.removeSelected(),
    });
  return (
    <section className="pc-card pc-stock" data-testid="my-stock">
      <div className="pc-stock-head">
        <div>
          <h2 className="pc-page-card-title">我的库存</h2>
          <p className="pc-page-card-sub">用一个 Excel 表格上架全部库存；上架的库存与其他货源一样出现在首页和搜索中。</p>
        </div>
        <Space>
          <Button onClick={() => void page.downloadTemplate()} data-testid="stock-template">
            下载模板
          </Button>
          <Button onClick={() => void page.exportAll()} data-testid="stock-export">
            导出
          </Button>
          <Button type="primary" onClick={() => navigate(UPLOAD_PATH)} data-testid="stock-upload">
            批量上传
          </Button>
        </Space>
      </div>
      <RunningImport env={env} />
      <div className="pc-stock-filters">
        <Tabs activeKey={page.tab} onChange={(key) => page.setTab(key as StockTabKey)} items={STOCK_TABS.map((t) => ({ key: t.key, label: t.title }))} />
        <Input.Search
          allowClear
          placeholder={STOCK_SEARCH_PLACEHOLDER}
          defaultValue={page.keyword}
          key={page.keyword}
          style={{ width: 280 }}
          onSearch={page.search}
          data-testid="stock-search"
        />
      </div>
      <div className="pc-stock-bulk" data-testid="stock-bulk">
        <span>{page.selected.length ? `已选 ${page.selected.length} 条` : '勾选库存后可批量上架、下架或删除'}</span>
        <Space>
          <Button disabled={!page.canShelfOn} loading={page.busy} onClick={() => void page.shelfOn()} data-testid="stock-shelf-on">
            上架
          </Button>
          <Button disabled={!page.canShelfOff} loading={page.busy} onClick={() => void page.shelfOff()} data-testid="stock-shelf-off">
            下架
          </Button>
          <Button danger disabled={page.selected.length === 0} onClick={askDelete} data-testid="stock-delete">
            删除
          </Button>
        </Space>
      </div>
      <StockTable page={page} />
    </section>
  );
}

/** /pc/myxg/myStock (我的库存): the trader's stock-list goods with search, tabs, bulk moves, inline edit and downloads. */
export function MyStockPage() {
  useDocumentTitle('我的库存');
  return (
    <VerifiedOnly>
      <StockList />
    </VerifiedOnly>
  );
}

function UploadFlow() {
  const navigate = useNavigate();
  const flow = useStockUploadFlow(useStockEnv());
  return (
    <section className="pc-card pc-stock" data-testid="stock-upload-page">
      <div className="pc-stock-head">
        <div>
          <h2 className="pc-page-card-title">批量上传库存</h2>
          <p className="pc-page-card-sub">上传库存表，确认每一列对应的字段，预览无误后导入；导入在后台进行，可以离开本页。</p>
        </div>
        <Button onClick={() => navigate(LIST_PATH)}>返回我的库存</Button>
      </div>
      {flow.imp === undefined ? <Skeleton active paragraph={{ rows: 6 }} /> : <UploadWizard flow={flow} onOpenList={() => navigate(LIST_PATH)} />}
    </section>
  );
}

/** /pc/myxg/myStock/upload (批量上传): the upload wizard, or the running import's progress. */
export function MyStockUploadPage() {
  useDocumentTitle('批量上传库存');
  return (
    <VerifiedOnly>
      <UploadFlow />
    </VerifiedOnly>
  );
}
