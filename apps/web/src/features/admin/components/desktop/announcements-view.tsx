import type { HTMLAttributes } from 'react';
import { App, Button, Form, Input, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '@mts/shared/format';
import { ANNOUNCEMENT_AUDIENCE_LABELS, ANNOUNCEMENT_AUDIENCES, NoticeLimits, type AnnouncementAudience } from '@mts/shared/notice';
import { announcementCreateBody, type AnnouncementRow } from '@mts/shared/schemas';
import { zodRule } from '@/lib/schema-errors';
import { useAnnouncements, useCreateAnnouncement } from '../../api/announcements';

const PAGE_SIZE = 10;
type FormValues = { title: string; body: string; audience: AnnouncementAudience; important: boolean };
const titleRule = zodRule(announcementCreateBody.shape.title);
const bodyRule = zodRule(announcementCreateBody.shape.body);

const audienceLabel = (a: string) => ANNOUNCEMENT_AUDIENCE_LABELS[a as AnnouncementAudience] ?? a;

/**
 * 系统公告: publish an announcement to everyone or one role (plain text: a script tag is shown as text), important ones
 * also as a banner on both homes until read; the list shows how far each one's fan-out got.
 */
export function AnnouncementsView() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [pageNum, setPageNum] = useState(1);
  const list = useAnnouncements({ pageNum, pageSize: PAGE_SIZE });
  const create = useCreateAnnouncement();

  const submit = (v: FormValues) =>
    create.mutate(
      { title: v.title.trim(), body: v.body.trim(), audience: v.audience, important: v.important },
      {
        onSuccess: (reply) => {
          void message.success(reply.msg || '公告已发布');
          form.resetFields();
          setPageNum(1);
        },
      },
    );

  const columns = [
    { title: '发布时间', key: 'createdAt', width: 160, render: (_: unknown, r: AnnouncementRow) => formatDate(r.createdAt, 'yyyy-MM-dd HH:mm') },
    {
      title: '标题',
      key: 'title',
      render: (_: unknown, r: AnnouncementRow) => (
        <>
          {r.important ? <Tag color="orange">重要</Tag> : null}
          <strong>{r.title}</strong>
          <div className="admin-muted" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {r.body}
          </div>
        </>
      ),
    },
    { title: '对象', key: 'audience', width: 110, render: (_: unknown, r: AnnouncementRow) => audienceLabel(r.audience) },
    {
      title: '送达',
      key: 'delivered',
      width: 120,
      render: (_: unknown, r: AnnouncementRow) => (
        <span data-testid={`announcement-delivered-${r.id}`}>
          {r.delivered} / {r.recipients}
          {r.delivered < r.recipients ? <div className="admin-muted">发送中…</div> : null}
        </span>
      ),
    },
  ];

  return (
    <div data-testid="admin-announcements">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ audience: 'all', important: false }}
        onFinish={submit}
        style={{ maxWidth: 720, marginBottom: 24 }}
        data-testid="announcement-form"
      >
        <Form.Item name="title" label="标题" rules={[titleRule]}>
          <Input maxLength={NoticeLimits.announcementTitleMax} showCount placeholder="如：春节期间平台放款安排" data-testid="announcement-title-input" />
        </Form.Item>
        <Form.Item name="body" label="内容（纯文本）" rules={[bodyRule]}>
          <Input.TextArea rows={4} maxLength={NoticeLimits.announcementBodyMax} showCount data-testid="announcement-body-input" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <Form.Item name="audience" label="对象" style={{ minWidth: 200 }}>
            <Select options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a, label: ANNOUNCEMENT_AUDIENCE_LABELS[a] }))} data-testid="announcement-audience" />
          </Form.Item>
          <Form.Item name="important" label="重要（首页横幅提示，直到已读）" valuePropName="checked">
            <Switch data-testid="announcement-important" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="announcement-submit">
          发布公告
        </Button>
      </Form>
      <Table<AnnouncementRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        locale={{ emptyText: '还没有发布过公告' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: setPageNum }}
        onRow={(r) => ({ 'data-testid': `announcement-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
