import { type ButtonProps, App, Button, Form, Image, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { BusinessType } from '@mts/shared/constants';
import { formatPieces, formatQuantity } from '@mts/shared/format';
import type { InspectionRow } from '@mts/shared/schemas';
import { useAssignInspection } from '../../api/assign-inspection';
import { useAdminInspections } from '../../api/get-inspections';
import { useStaff } from '../../api/get-users';
import { orderDetailUrl } from './trade-view';

const PAGE_SIZE = 10;
const TABS = [
  { key: 0, label: '待指派' },
  { key: 1, label: '验货中' },
  { key: 2, label: '已验货' },
];

function AssignDialog({ order, onClose }: { order: InspectionRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ inspectorId: number }>();
  const inspectors = useStaff(BusinessType.Inspector, !!order);
  const assign = useAssignInspection();
  useEffect(() => {
    if (order) form.resetFields();
  }, [order, form]);
  return (
    <Modal open={!!order} title="指派验货员" okText="指派" okButtonProps={{ loading: assign.isPending, 'data-testid': 'assign-ok' } as ButtonProps} onCancel={onClose} destroyOnHidden
      onOk={() => void form.validateFields().then((v) => order && assign.mutate({ orderId: order.id, inspectorId: v.inspectorId }, { onSuccess: () => { void message.success('已指派'); onClose(); } }))}>
      <p>{order ? `订单 ${order.orderNo}，${order.goodsModel} × ${formatQuantity(order.quantity)}，${order.carrier} ${order.trackingNo}` : null}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="inspectorId" label="验货员" rules={[{ required: true, message: '请选择验货员' }]}>
          <Select loading={inspectors.isPending} placeholder="选择验货员" data-testid="assign-inspector"
            options={(inspectors.data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.nickName || u.realName}（${u.mobile}）` }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 验货: orders waiting for an inspector (assign one), held ones, and the reports filed. */
export function InspectionsView() {
  const [tab, setTab] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useAdminInspections({ tab, pageNum, pageSize: PAGE_SIZE });
  const [assigning, setAssigning] = useState<InspectionRow | null>(null);
  return (
    <div data-testid="admin-inspections">
      <Tabs activeKey={String(tab)} onChange={(k) => { setTab(Number(k)); setPageNum(1); }} items={TABS.map((t) => ({ key: String(t.key), label: t.label }))} />
      <Table<InspectionRow> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无订单' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
        onRow={(r) => ({ 'data-order-no': r.orderNo }) as object}
        expandable={tab === 2 ? {
          rowExpandable: (r) => !!r.report,
          expandedRowRender: (r) => r.report ? (
            <Space direction="vertical" size={4}>
              <span>清点数量 {formatQuantity(r.report.countedQuantity)}，批号 {r.report.dateCodeSeen || '—'}，丝印 {r.report.markings || '—'}</span>
              <span>备注：{r.report.notes || '—'}</span>
              <Image.PreviewGroup>
                <Space>{r.report.photos.map((p) => <Image key={p} src={p} width={64} height={64} style={{ objectFit: 'cover' }} alt="验货照片" />)}</Space>
              </Image.PreviewGroup>
            </Space>
          ) : null,
        } : undefined}
        columns={[
          { title: '订单号', key: 'no', render: (_, r) => <a href={orderDetailUrl(r.id)} target="_blank" rel="noreferrer">{r.orderNo}</a> },
          { title: '商品', key: 'goods', render: (_, r) => <>{r.goodsModel}<div className="admin-muted">{formatPieces(r.quantity)}，批号 {r.dateCode || '—'}，{r.condition}</div></> },
          { title: '卖方 / 买方', key: 'parties', render: (_, r) => `${r.sellerName} → ${r.buyerName}` },
          { title: '物流', key: 'ship', render: (_, r) => <>{r.carrier} {r.trackingNo}<div className="admin-muted">发货 {r.shippedAt}</div></> },
          { title: '验货员', dataIndex: 'inspectorName', render: (t: string) => t || '—' },
          ...(tab === 2 ? [{ title: '结果', key: 'result', render: (_: unknown, r: InspectionRow) => (r.report ? <Tag color={r.report.result === 'pass' ? 'success' : 'error'}>{r.report.resultText}</Tag> : '—') }] : []),
          ...(tab === 0 ? [{ title: '操作', key: 'op', width: 100, render: (_: unknown, r: InspectionRow) => <Button type="link" size="small" data-testid="inspection-assign" onClick={() => setAssigning(r)}>指派</Button> }] : []),
        ]} />
      <AssignDialog order={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}
