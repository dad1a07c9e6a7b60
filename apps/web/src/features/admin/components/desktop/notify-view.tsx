import { App, Button, Table, Tabs, Tag, Tooltip } from 'antd';
import type { HTMLAttributes } from 'react';
import { useState } from 'react';
import { formatDate } from '@mts/shared/format';
import { NOTICE_CHANNEL_LABELS, NOTICE_KIND_MAP, NOTIFY_SEND_STATUS_LABELS, NotifySendStatus, type NoticeChannelCode } from '@mts/shared/notice';
import type { NotifySendRow } from '@mts/shared/schemas';
import { useNotifySends, useRetryNotifySend } from '../../api/notify-sends';

const PAGE_SIZE = 20;
const time = (v: string | null) => (v ? formatDate(v, 'MM-dd HH:mm:ss') : '');
const STATUS_COLOR: Record<number, string> = { 10: 'default', 15: 'purple', 20: 'green', 30: 'orange', 40: 'red', 50: 'default' };

/** The filter tabs: 失败 first (what needs an operator), then every status. */
const FILTERS = [
  { key: 'failed', label: '失败', status: NotifySendStatus.Failed },
  { key: 'retrying', label: '重试中', status: NotifySendStatus.Retrying },
  { key: 'held', label: '免打扰延后', status: NotifySendStatus.Held },
  { key: 'sent', label: '已发送', status: NotifySendStatus.Sent },
  { key: 'all', label: '全部', status: undefined },
] as const;

/** 通知发送: the SMS and WeChat sends, failures first with their error; 重试 queues a failed one again. */
export function NotifyView() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['key']>('failed');
  const [pageNum, setPageNum] = useState(1);
  const status = FILTERS.find((f) => f.key === filter)?.status;
  const list = useNotifySends({ status, pageNum, pageSize: PAGE_SIZE });
  const retry = useRetryNotifySend();

  const columns = [
    { title: '创建时间', key: 'createdAt', width: 130, render: (_: unknown, r: NotifySendRow) => time(r.createdAt) },
    {
      title: '渠道 / 接收人',
      key: 'to',
      width: 140,
      render: (_: unknown, r: NotifySendRow) => (
        <>
          {NOTICE_CHANNEL_LABELS[r.channel as NoticeChannelCode] ?? r.channel}
          <div className="admin-muted">{r.mobile || `用户 ${r.userId}`}</div>
        </>
      ),
    },
    {
      title: '内容',
      key: 'text',
      render: (_: unknown, r: NotifySendRow) => (
        <>
          <span className="admin-muted">{NOTICE_KIND_MAP[r.kind]?.label ?? r.kind}</span>
          <div>{r.text}</div>
        </>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 200,
      render: (_: unknown, r: NotifySendRow) => (
        <>
          <Tag color={STATUS_COLOR[r.status]}>{NOTIFY_SEND_STATUS_LABELS[r.status] ?? r.status}</Tag>
          <span className="admin-muted">尝试 {r.attempts} 次</span>
          {r.lastError ? (
            <Tooltip title={r.lastError}>
              <div className="admin-muted" style={{ color: '#cf1322', maxWidth: 190, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid={`notify-error-${r.id}`}>
                {r.lastError}
              </div>
            </Tooltip>
          ) : null}
          {r.status === NotifySendStatus.Sent && r.sentAt ? <div className="admin-muted">发送于 {time(r.sentAt)}</div> : null}
          {(r.status === NotifySendStatus.Retrying || r.status === NotifySendStatus.Held) && r.nextAt ? <div className="admin-muted">下次 {time(r.nextAt)}</div> : null}
        </>
      ),
    },
    {
      title: '操作',
      key: 'op',
      width: 90,
      render: (_: unknown, r: NotifySendRow) =>
        r.status === NotifySendStatus.Failed ? (
          <Button
            type="link"
            size="small"
            loading={retry.isPending && retry.variables === r.id}
            onClick={() => retry.mutate(r.id, { onSuccess: (reply) => void message.success(reply.msg || '已重新发送') })}
            data-testid={`notify-retry-${r.id}`}
          >
            重试
          </Button>
        ) : null,
    },
  ];

  return (
    <div data-testid="admin-notify">
      <Tabs
        activeKey={filter}
        onChange={(k) => {
          setFilter(k as typeof filter);
          setPageNum(1);
        }}
        items={FILTERS.map((f) => ({ key: f.key, label: f.label }))}
      />
      <Table<NotifySendRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        locale={{ emptyText: filter === 'failed' ? '没有发送失败的通知' : '暂无通知记录' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: setPageNum }}
        onRow={(r) => ({ 'data-testid': `notify-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
