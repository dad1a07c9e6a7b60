import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@mts/shared/constants';
import { auditListQuery, type AuditRow } from '@mts/shared/schemas';
import { useAuditLog, type AuditParams } from '../../api/get-audit';
import { changeLines } from '../../model/audit-change';

const PAGE_SIZE = 20;
type Filters = { action?: string; entityType?: string; entityId?: number | null; keyword?: string; range?: [Dayjs, Dayjs] | null };

/** 审计日志: every operator action (who, when, what, before → after), filtered; read-only. */
export function AuditView() {
  const [form] = Form.useForm<Filters>();
  const [params, setParams] = useState<AuditParams>({ pageNum: 1, pageSize: PAGE_SIZE });
  const [error, setError] = useState<string | null>(null);
  const { data, isFetching, isError, refetch } = useAuditLog(params);
  const apply = (f: Filters) => {
    const next: AuditParams = {
      pageNum: 1,
      pageSize: PAGE_SIZE,
      action: f.action || undefined,
      entityType: f.entityType || undefined,
      entityId: f.entityId ?? undefined,
      keyword: f.keyword?.trim() || undefined,
      from: f.range?.[0]?.format('YYYY-MM-DD'),
      to: f.range?.[1]?.format('YYYY-MM-DD'),
    };
    const parsed = auditListQuery.safeParse(next);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '筛选条件无效');
    setError(null);
    setParams(next);
  };
  return (
    <div data-testid="admin-audit">
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="action"><Select allowClear placeholder="全部操作" style={{ width: 160 }} options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))} data-testid="audit-action" /></Form.Item>
        <Form.Item name="entityType"><Select allowClear placeholder="全部对象" style={{ width: 120 }} options={Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }))} /></Form.Item>
        <Form.Item name="entityId"><InputNumber min={1} max={2147483647} precision={0} placeholder="对象 ID" style={{ width: 110 }} data-testid="audit-entity-id" /></Form.Item>
        <Form.Item name="range"><DatePicker.RangePicker /></Form.Item>
        <Form.Item name="keyword"><Input allowClear maxLength={40} placeholder="操作人、原因或内容" style={{ width: 200 }} data-testid="audit-keyword" /></Form.Item>
        <Form.Item><Button type="primary" htmlType="submit" data-testid="audit-search">查询</Button></Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Table<AuditRow> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无记录' }}
        pagination={{ current: params.pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (pageNum) => setParams((p) => ({ ...p, pageNum })), showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '操作人', dataIndex: 'operatorName', width: 100 },
          { title: '操作', dataIndex: 'actionText', width: 140, render: (t: string) => <Tag color="blue">{t}</Tag> },
          { title: '对象', key: 'entity', width: 130, render: (_, r) => `${r.entityTypeText}${r.entityId ? ` #${r.entityId}` : ''}` },
          {
            title: '变更（前 → 后）', key: 'change', render: (_, r) => {
              const lines = changeLines(r.before, r.after, r.entityType);
              return lines.length ? lines.map((l) => <div key={l} className="audit-change">{l}</div>) : <span className="admin-muted">—</span>;
            },
          },
          { title: '原因', dataIndex: 'reason', width: 180, render: (t: string) => (t ? <Typography.Paragraph ellipsis={{ rows: 2, tooltip: t }} style={{ margin: 0 }}>{t}</Typography.Paragraph> : '—') },
          { title: '来源', key: 'ip', width: 130, render: (_, r) => <span className="admin-muted">{r.ip}</span> },
        ]} />
    </div>
  );
}
