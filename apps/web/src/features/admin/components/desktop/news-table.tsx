import { App, Button, type ButtonProps, Form, Image, Input, Modal, Popconfirm, Result, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { adminNewsCreateBody, type AdminNewsRow } from '@mts/shared/schemas';
import { AdminContentLimits as L } from '@mts/shared/constants';
import { useAdminNews } from '../../api/get-admin-news';
import { useSaveNews } from '../../api/save-news';
import { useSetContentVisible } from '../../api/set-content-visible';
import { useDeleteContentItem } from '../../api/delete-content-item';
import { fromImageList, toImageList } from '../../model/content';
import { useItemForm } from '../../hooks/use-item-form';
import type { ContentUploader } from './content-slot-table';
import { zodRule } from '@/lib/schema-errors';

type FormValues = { title: string; tag?: string; summary?: string; cover?: string[]; content?: string };
const PAGE_SIZE = 10;

/** 资讯: the 先搜服务 articles (newest first), search by title or tag, new / edit with a cover upload, show / hide, delete. */
export function NewsTable({ Uploader }: { Uploader: ContentUploader }) {
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useAdminNews({ pageNum, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  const save = useSaveNews();
  const visible = useSetContentVisible();
  const remove = useDeleteContentItem();
  const [editing, setEditing] = useState<AdminNewsRow | 'new' | null>(null);

  if (list.isError && !list.data)
    return <Result status="warning" title="加载失败" extra={<Button onClick={() => void list.refetch()}>点击重新加载</Button>} />;

  return (
    <div data-testid="content-news">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder="标题或标签" style={{ width: 240 }} maxLength={40}
          onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="news-new">新增资讯</Button>
        <span className="admin-muted">显示中的资讯出现在电脑端首页「先搜服务」，最新的在前。</span>
      </Space>
      <Table<AdminNewsRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: keyword ? '没有符合条件的资讯' : '还没有资讯' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '封面', width: 130, render: (_, r) => (r.cover ? <Image src={r.cover} alt={r.title} width={96} height={60} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span className="admin-muted">无封面</span>) },
          { title: '标题', dataIndex: 'title', render: (t: string, r) => <>{r.tag ? <Tag color="blue">{r.tag}</Tag> : null}{t}{r.summary ? <div className="admin-muted">{r.summary.slice(0, 60)}</div> : null}</> },
          { title: '发布时间', dataIndex: 'publishTime', width: 170 },
          {
            title: '显示',
            width: 90,
            render: (_, r) => (
              <Switch checked={r.status === 0} checkedChildren="显示" unCheckedChildren="隐藏" aria-label={`显示 ${r.title}`}
                loading={visible.isPending && visible.variables?.id === r.id}
                onChange={(on) => visible.mutate({ kind: 'news', id: r.id, visible: on }, { onSuccess: () => void message.success(on ? '已显示' : '已隐藏') })} />
            ),
          },
          {
            title: '操作',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title={`删除“${r.title}”？`} description="删除后不能恢复；只想暂时不显示请用隐藏。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消"
                  onConfirm={() => remove.mutateAsync({ kind: 'news', id: r.id }).then(() => void message.success('已删除'))}>
                  <Button size="small" type="link" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <NewsDialog item={editing} Uploader={Uploader} saving={save.isPending} onCancel={() => setEditing(null)}
        onSubmit={(body, id) =>
          save.mutateAsync(id ? { id, body } : { body }).then((reply) => {
            void message.success(reply.msg || (id ? '已保存' : '已新增'));
            setEditing(null);
          })
        } />
    </div>
  );
}

type DialogProps = {
  item: AdminNewsRow | 'new' | null;
  Uploader: ContentUploader;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (body: { title: string; tag: string; summary: string; cover: string; content: string }, id?: number) => Promise<unknown>;
};

function NewsDialog({ item, Uploader, saving, onCancel, onSubmit }: DialogProps) {
  const { form, existing, uploading, setUploading } = useItemForm<FormValues, AdminNewsRow>(item, (row) => ({
    title: row.title,
    tag: row.tag,
    summary: row.summary,
    content: row.content,
    cover: toImageList(row.cover),
  }));

  const submit = (v: FormValues) =>
    onSubmit({ title: v.title.trim(), tag: (v.tag ?? '').trim(), summary: (v.summary ?? '').trim(), cover: fromImageList(v.cover), content: (v.content ?? '').trim() }, existing?.id);

  const shape = adminNewsCreateBody.shape;
  return (
    <Modal open={!!item} title={existing ? '编辑资讯' : '新增资讯'} okText="保存" cancelText="取消" width={640} destroyOnHidden
      okButtonProps={{ loading: saving, disabled: uploading, 'data-testid': 'news-save' } as ButtonProps}
      onCancel={onCancel} onOk={() => void form.validateFields().then(submit)}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="title" label="标题" required rules={[zodRule(shape.title)]}>
          <Input maxLength={L.newsTitle} data-testid="news-title" />
        </Form.Item>
        <Form.Item name="tag" label="标签" rules={[zodRule(shape.tag)]}>
          <Input maxLength={L.newsTag} placeholder="如 行情、平台公告" data-testid="news-tag" />
        </Form.Item>
        <Form.Item name="summary" label="摘要" rules={[zodRule(shape.summary)]}>
          <Input.TextArea rows={2} maxLength={L.newsSummary} showCount data-testid="news-summary" />
        </Form.Item>
        <Form.Item name="cover" label="封面" valuePropName="value">
          <Uploader max={1} onBusyChange={setUploading} />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[zodRule(shape.content)]} extra="段落之间空一行">
          <Input.TextArea rows={6} maxLength={L.newsContent} data-testid="news-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
