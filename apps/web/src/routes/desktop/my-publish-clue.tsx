import { Alert, App, Button, Drawer, Input, Skeleton, Space, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueryTable } from '@/components/desktop/paged-table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CLUE_TABS, Limits } from '@mts/shared/constants';
import { formatDate, formatQuantity } from '@mts/shared/format';
import { PublishMsg } from '@mts/shared/messages';
import type { ClueRecord } from '@mts/shared/schemas';
import { useClueRecord } from '@/features/clues/api/get-clue-record';
import { useMyClues } from '@/features/clues/api/get-my-clues';
import { useWithdrawClue } from '@/features/clues/api/withdraw-clue';
import { cluePriceText } from '@/lib/price';
import { ClueRecordView } from '@/features/clues/components/desktop/clue-record-view';
import { leadMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { leadOwnerActions } from '@/features/clues/model/lead-actions';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './my-listings.css';

const PAGE_SIZE = Limits.goodsPageSize;

/** /pc/myxg/myPublishClue?active=0|1 (我的信息): the caller's 货源 and 求购 leads with status, detail, edit and withdraw. */
export function MyPublishCluePage() {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const active = params.get('active') === '1' ? 1 : 0;
  const tab = CLUE_TABS[active];
  const page = positiveInt(params.get('page')) ?? 1;
  const keyword = (params.get('keyword') ?? '').trim();
  const [detailId, setDetailId] = useState(0);
  useDocumentTitle('我的信息');

  const list = useMyClues({ type: tab.goodsType, pageNum: page, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  const withdraw = useWithdrawClue();

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const askWithdraw = (clue: ClueRecord) =>
    modal.confirm({
      title: '撤回信息',
      content: '确定撤回该条信息吗？',
      okText: '撤回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        withdraw.mutateAsync(clue.id).then(
          () => void message.success(PublishMsg.withdrawn),
          () => {}, // toasted by the http client
        ),
    });

  const columns: ColumnsType<ClueRecord> = [
    {
      title: '型号',
      key: 'model',
      render: (_, c) => (
        <div className="pc-my-model">
          <strong>{c.goodsModel}</strong>
          <span>{c.goodsName}</span>
        </div>
      ),
    },
    { title: '品牌', dataIndex: 'brandName', width: 110, ellipsis: true },
    { title: '数量 (片)', dataIndex: 'quantity', width: 110, align: 'right', render: (q: number) => formatQuantity(q) },
    { title: tab.goodsType === 1 ? '价格' : '目标价', key: 'price', width: 170, align: 'right', render: (_, c) => cluePriceText(c) },
    { title: '批号', dataIndex: 'dateCode', width: 80 },
    { title: '状态', key: 'status', width: 90, render: (_, c) => <StatusBadge machine={leadMachine} status={c.status} text={c.statusText} testId="clue-status" /> },
    { title: '发布时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDate(t) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, c) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setDetailId(c.id)}>
            详情
          </Button>
          {leadOwnerActions(c).edit ? (
            <Button type="link" size="small" onClick={() => navigate(`/pc/source/publish?editId=${c.id}`)}>
              编辑
            </Button>
          ) : null}
          {leadOwnerActions(c).withdraw ? (
            <Button type="link" size="small" danger onClick={() => askWithdraw(c)}>
              撤回
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <section className="pc-card pc-my-clues" data-testid="my-clues">
      <div className="pc-my-head">
        <h2 className="pc-page-card-title">我的信息</h2>
        <Space>
          <Input.Search
            allowClear
            placeholder="型号、品名"
            defaultValue={keyword}
            key={keyword}
            style={{ width: 240 }}
            onSearch={(v) => go({ keyword: v.trim() || undefined, page: undefined })}
          />
          <Button type="primary" onClick={() => navigate('/pc/source/publish')}>
            发布信息
          </Button>
        </Space>
      </div>
      <Tabs
        activeKey={String(active)}
        onChange={(key) => go({ active: key, page: undefined })}
        items={CLUE_TABS.map((t) => ({ key: String(t.active), label: t.title }))}
      />
      <QueryTable<ClueRecord>
        query={list}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        emptyText={tab.goodsType === 1 ? '还没有发布货源' : '还没有发布求购'}
        rowProps={(c) => ({ 'data-testid': 'my-clue-row', 'data-status': c.status })}
        onPage={(p) => go({ page: p > 1 ? String(p) : undefined })}
      />
      <Drawer title="信息详情" size={720} open={detailId > 0} onClose={() => setDetailId(0)} destroyOnHidden>
        {detailId > 0 ? <ClueDetail id={detailId} /> : null}
      </Drawer>
    </section>
  );
}

function ClueDetail({ id }: { id: number }) {
  const record = useClueRecord(id);
  if (record.isError) return <Alert type="error" showIcon title="加载失败，请重试" />;
  if (!record.data) return <Skeleton active />;
  return <ClueRecordView record={record.data} />;
}
