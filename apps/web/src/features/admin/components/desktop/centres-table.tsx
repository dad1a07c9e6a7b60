import { App, Button, type ButtonProps, Form, Input, Modal, Popconfirm, Result, Space, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { AdminContentLimits as L } from '@mts/shared/constants';
import { adminCentreCreateBody, type AdminCentreCreateBody, type AdminCentreRow } from '@mts/shared/schemas';
import { useAdminCentres, useSaveCentre } from '../../api/centres';
import { useDeleteContentItem } from '../../api/delete-content-item';
import { useReorderContent } from '../../api/reorder-content';
import { useSetContentVisible } from '../../api/set-content-visible';
import { moveId } from '../../model/content';
import { zodRule } from '@/lib/schema-errors';

type FormValues = Pick<AdminCentreCreateBody, 'name' | 'city' | 'address' | 'contact' | 'phone' | 'hours'>;
const FIELDS: { name: keyof FormValues; label: string; max: number; placeholder: string }[] = [
  { name: 'name', label: '名称', max: L.centreName, placeholder: '如 深圳验货中心' },
  { name: 'city', label: '城市', max: L.centreCity, placeholder: '如 深圳' },
  { name: 'address', label: '详细地址', max: L.centreAddress, placeholder: '卖方按此地址发货，买家自提也到这里' },
  { name: 'contact', label: '联系人', max: L.centreContact, placeholder: '收货联系人' },
  { name: 'phone', label: '联系电话', max: 20, placeholder: '如 0755-8321 6688、+852 2345 6789' },
  { name: 'hours', label: '营业时间', max: L.centreHours, placeholder: '如 周一至周六 09:00–18:00' },
];

/**
 * 验货中心 (issue 22): where sellers ship to (the ship dialog lists the shown ones with address, contact and hours)
 * and where buyers collect (买家自提). Every write is audited; one that orders were shipped to cannot be deleted
 * (409, the server's message shown): hide it instead.
 */
export function CentresTable() {
  const { message } = App.useApp();
  const list = useAdminCentres();
  const save = useSaveCentre();
  const visible = useSetContentVisible();
  const remove = useDeleteContentItem();
  const reorder = useReorderContent();
  const [editing, setEditing] = useState<AdminCentreRow | 'new' | null>(null);
  const rows = list.data ?? [];
  const move = (from: number, to: number) =>
    reorder.mutate({ kind: 'centres', ids: moveId(rows.map((r) => r.id), from, to) }, { onSuccess: () => void message.success('排序已保存') });

  if (list.isError && !list.data) return <Result status="warning" title="加载失败" extra={<Button onClick={() => void list.refetch()}>点击重新加载</Button>} />;

  return (
    <div data-testid="content-centres">
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="centres-new">
          新增验货中心
        </Button>
        <span className="admin-muted">卖方发货时从显示中的验货中心里选择；已有订单发往的验货中心不能删除，可以隐藏。</span>
      </Space>
      <Table<AdminCentreRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '还没有验货中心' }}
        columns={[
          { title: '名称', dataIndex: 'name', width: 150, render: (t: string, r) => <>{t}<div className="admin-muted">{r.city}</div></> },
          { title: '地址', dataIndex: 'address' },
          { title: '联系人', width: 170, render: (_, r) => <>{r.contact}<div className="admin-muted">{r.phone}</div></> },
          { title: '营业时间', dataIndex: 'hours', width: 170 },
          { title: '订单', dataIndex: 'usage', width: 80, render: (n: number) => (n ? `${n} 单` : <span className="admin-muted">无</span>) },
          {
            title: '显示',
            width: 90,
            render: (_, r) => (
              <Switch checked={r.status === 0} checkedChildren="显示" unCheckedChildren="隐藏" aria-label={`显示 ${r.name}`}
                loading={visible.isPending && visible.variables?.id === r.id}
                onChange={(on) => visible.mutate({ kind: 'centres', id: r.id, visible: on }, { onSuccess: () => void message.success(on ? '已显示' : '已隐藏') })} />
            ),
          },
          {
            title: '操作',
            width: 200,
            render: (_, r, i) => (
              <Space size={4}>
                <Button size="small" type="link" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`上移 ${r.name}`}>上移</Button>
                <Button size="small" type="link" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} aria-label={`下移 ${r.name}`}>下移</Button>
                <Button size="small" type="link" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title={`删除验货中心“${r.name}”？`} description="删除后不能恢复。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消"
                  onConfirm={() => remove.mutateAsync({ kind: 'centres', id: r.id }).then(() => void message.success('已删除'), () => undefined)}>
                  <Button size="small" type="link" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        onRow={(r) => ({ 'data-testid': `centres-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <CentreDialog item={editing} saving={save.isPending} onCancel={() => setEditing(null)}
        onSubmit={(v, id) => {
          const body = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x ?? '').trim()])) as FormValues;
          return save.mutateAsync({ id, body }).then((reply) => {
            void message.success(reply.msg || (id ? '已保存' : '已新增'));
            setEditing(null);
          });
        }} />
    </div>
  );
}

function CentreDialog({ item, saving, onCancel, onSubmit }: { item: AdminCentreRow | 'new' | null; saving: boolean; onCancel: () => void; onSubmit: (v: FormValues, id?: number) => Promise<unknown> }) {
  const [form] = Form.useForm<FormValues>();
  const existing = item && item !== 'new' ? item : null;
  useEffect(() => {
    if (!item) return;
    form.resetFields();
    if (existing) form.setFieldsValue(existing);
  }, [item, existing, form]);
  const shape = adminCentreCreateBody.shape;
  return (
    <Modal open={!!item} title={`${existing ? '编辑' : '新增'}验货中心`} okText="保存" cancelText="取消" destroyOnHidden
      okButtonProps={{ loading: saving, 'data-testid': 'centres-save' } as ButtonProps}
      onCancel={onCancel} onOk={() => void form.validateFields().then((v) => onSubmit(v, existing?.id))}>
      <Form form={form} layout="vertical" preserve={false}>
        {FIELDS.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} required rules={[zodRule(shape[f.name])]}>
            {f.name === 'address' ? (
              <Input.TextArea maxLength={f.max} autoSize={{ minRows: 2, maxRows: 3 }} placeholder={f.placeholder} data-testid={`centres-${f.name}`} />
            ) : (
              <Input maxLength={f.max} placeholder={f.placeholder} data-testid={`centres-${f.name}`} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
