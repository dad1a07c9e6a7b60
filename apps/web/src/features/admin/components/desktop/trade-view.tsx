import { type ButtonProps, App, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPieces, formatPrice } from '@mts/shared/format';
import { adminReasonField, type AdminLeadRow, type AdminOrderRow, type PreOrderRow } from '@mts/shared/schemas';
import { BusinessType } from '@mts/shared/constants';
import { CLUE_STATUS_TEXT, ClueStatus, leadMachine, ORDER_STATUS_TEXT, OrderStatus, PRE_ORDER_STATUS_TEXT } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useCancelOrder } from '../../api/cancel-order';
import { useAdminLeads } from '../../api/get-leads';
import { useAdminOrders } from '../../api/get-orders';
import { useAdminPreOrders } from '../../api/get-pre-orders';
import { useStaff } from '../../api/get-users';
import { useReassignLead } from '../../api/reassign-lead';
import { useRefundOrder } from '../../api/refund-order';
import { useReleaseLead } from '../../api/release-lead';
import { useIntentKey } from '../../hooks/use-intent-key';
import { ageText, statusParam, tabOf, TRADE_TABS } from '../../model/console';
import { ReasonDialog } from './reason-dialog';
import { zodRule } from '@/lib/schema-errors';

const PAGE_SIZE = 10;
const pager = (pageNum: number, total: number, set: (n: number) => void) => ({ current: pageNum, pageSize: PAGE_SIZE, total, onChange: set, showTotal: (t: number) => `共 ${t} 条`, showSizeChanger: false });
const statusOptions = (labels: Readonly<Record<number, string>>) => Object.entries(labels).map(([v, l]) => ({ value: Number(v), label: l }));
export const orderDetailUrl = (id: number) => `/pc/myxg/myDetails?id=${id}&source=order`;
const preOrderDetailUrl = (id: number) => `/pc/preOrderDetail/${id}`;

function ReassignDialog({ lead, onClose }: { lead: AdminLeadRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ negotiatorId: number; reason: string }>();
  const staff = useStaff(BusinessType.Negotiator, !!lead);
  const reassign = useReassignLead();
  useEffect(() => {
    if (lead) form.resetFields();
  }, [lead, form]);
  return (
    <Modal open={!!lead} title="改派线索" okText="改派" okButtonProps={{ loading: reassign.isPending, 'data-testid': 'reassign-ok' } as ButtonProps} onCancel={onClose} destroyOnHidden
      onOk={() => void form.validateFields().then((v) => lead && reassign.mutate({ id: lead.id, negotiatorId: v.negotiatorId, reason: v.reason.trim() }, { onSuccess: (r) => { void message.success(r.msg); onClose(); } }))}>
      <p>{lead ? `${lead.goodsModel}（当前谈判人 ${lead.negotiatorName}）` : null}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="negotiatorId" label="新的谈判人" rules={[{ required: true, message: '请选择谈判人' }]}>
          <Select loading={staff.isPending} placeholder="选择谈判人" data-testid="reassign-negotiator" showSearch optionFilterProp="label"
            options={(staff.data?.rows ?? []).filter((u) => u.id !== lead?.negotiatorId).map((u) => ({ value: u.id, label: `${u.nickName || u.realName}（${u.mobile}）` }))} />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={[zodRule(adminReasonField)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写原因（2–200 个字）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Leads({ initialStatus }: { initialStatus?: number }) {
  const { message } = App.useApp();
  const [status, setStatus] = useState<number | undefined>(initialStatus ?? ClueStatus.Grabbed);
  const [keyword, setKeyword] = useState('');
  const [minAgeHours, setMinAgeHours] = useState<number | null>(null);
  const [sort, setSort] = useState<'oldest' | 'newest'>('oldest');
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useAdminLeads({ status, keyword: keyword || undefined, minAgeHours: minAgeHours ?? undefined, sort, pageNum, pageSize: PAGE_SIZE });
  const [releasing, setReleasing] = useState<AdminLeadRow | null>(null);
  const [reassigning, setReassigning] = useState<AdminLeadRow | null>(null);
  const release = useReleaseLead();
  const reset = () => setPageNum(1);
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select allowClear placeholder="全部状态" style={{ width: 120 }} value={status} onChange={(v) => { setStatus(v); reset(); }} options={statusOptions(CLUE_STATUS_TEXT)} data-testid="lead-status" />
        <Input.Search allowClear maxLength={40} placeholder="型号、名称或货主" style={{ width: 260 }} onSearch={(v) => { setKeyword(v.trim()); reset(); }} data-testid="lead-search" />
        <InputNumber min={0} max={8784} precision={0} placeholder="停留至少（小时）" style={{ width: 160 }} value={minAgeHours} onChange={(v) => { setMinAgeHours(v); reset(); }} />
        <Select style={{ width: 120 }} value={sort} onChange={(v) => { setSort(v); reset(); }} options={[{ value: 'oldest', label: '最久的在前' }, { value: 'newest', label: '最新的在前' }]} />
      </Space>
      <Table<AdminLeadRow> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []} pagination={pager(pageNum, data?.total ?? 0, setPageNum)}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无线索' }}
        onRow={(r) => ({ 'data-lead-id': r.id }) as object}
        columns={[
          { title: '型号 / 名称', key: 'goods', render: (_, r) => <>{r.goodsModel}<div className="admin-muted">{r.brand} {r.goodsName}</div></> },
          { title: '类型', dataIndex: 'type', width: 70, render: (t: number) => (t === 2 ? '求购' : '货源') },
          { title: '货主', key: 'owner', render: (_, r) => <>{r.ownerName}<div className="admin-muted">{r.ownerMobile}</div></> },
          { title: '状态', dataIndex: 'statusText', width: 90, render: (t: string, r) => <StatusBadge machine={leadMachine} status={r.status} text={t} /> },
          { title: '谈判人', key: 'neg', render: (_, r) => (r.negotiatorName ? <>{r.negotiatorName}<div className="admin-muted">{r.followTime ? `首次跟进 ${r.followTime}` : '尚未跟进'}</div></> : '—') },
          { title: '发布时间', dataIndex: 'createTime', width: 170 },
          { title: '停留', key: 'age', width: 110, render: (_, r) => ageText(r.heldMinutes ?? r.ageMinutes) },
          {
            title: '操作', key: 'op', width: 150, render: (_, r) => r.status === ClueStatus.Grabbed ? (
              <Space>
                <Button type="link" size="small" data-testid="lead-release" onClick={() => setReleasing(r)}>退回</Button>
                <Button type="link" size="small" data-testid="lead-reassign" onClick={() => setReassigning(r)}>改派</Button>
              </Space>
            ) : null,
          },
        ]} />
      <ReasonDialog open={!!releasing} title="退回线索池" okText="退回" loading={release.isPending} onCancel={() => setReleasing(null)}
        intro={releasing ? `${releasing.goodsModel} 将从 ${releasing.negotiatorName} 手中退回线索池，所有谈判人可重新抢单。` : null}
        onSubmit={(reason) => void (releasing && release.mutate({ id: releasing.id, reason }, { onSuccess: (r) => { void message.success(r.msg); setReleasing(null); } }))} />
      <ReassignDialog lead={reassigning} onClose={() => setReassigning(null)} />
    </>
  );
}

function Orders({ initialStatus }: { initialStatus?: number }) {
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState<number | undefined>(initialStatus);
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useAdminOrders({ status, keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE });
  const [cancelling, setCancelling] = useState<AdminOrderRow | null>(null);
  const key = useIntentKey();
  const cancel = useCancelOrder();
  const refund = useRefundOrder();
  const askRefund = (r: AdminOrderRow) => {
    key.renew();
    const idempotencyKey = key.current();
    modal.confirm({
      title: '确认退款',
      content: `订单 ${r.orderNo} 的 ${formatPrice(r.amount, r.priceUnit)} 将退回买家 ${r.buyerName} 的可用余额，订单关闭。`,
      okText: '确认退款',
      okButtonProps: { danger: true, 'data-testid': 'refund-ok' } as ButtonProps,
      onOk: () => refund.mutateAsync({ orderId: r.id, idempotencyKey }).then(() => void message.success('已退款，订单已关闭')),
    });
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select allowClear placeholder="全部状态" style={{ width: 130 }} value={status} onChange={(v) => { setStatus(v); setPageNum(1); }} options={statusOptions(ORDER_STATUS_TEXT)} />
        <Input.Search allowClear maxLength={40} placeholder="订单号、合同号、买卖方姓名或手机号" style={{ width: 340 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} data-testid="order-search" />
      </Space>
      <Table<AdminOrderRow> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []} pagination={pager(pageNum, data?.total ?? 0, setPageNum)}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无订单' }}
        onRow={(r) => ({ 'data-order-no': r.orderNo }) as object}
        columns={[
          { title: '订单号', key: 'no', render: (_, r) => <><a href={orderDetailUrl(r.id)} target="_blank" rel="noreferrer">{r.orderNo}</a><div className="admin-muted">{r.contractNo}</div></> },
          { title: '商品', key: 'goods', render: (_, r) => <>{r.goodsModel}<div className="admin-muted">{formatPieces(r.quantity)}</div></> },
          { title: '买方', key: 'buyer', render: (_, r) => <>{r.buyerName}<div className="admin-muted">{r.buyerMobile}</div></> },
          { title: '卖方', key: 'seller', render: (_, r) => <>{r.sellerName}<div className="admin-muted">{r.sellerMobile}</div></> },
          { title: '金额', key: 'amount', render: (_, r) => formatPrice(r.amount, r.priceUnit) },
          { title: '状态', dataIndex: 'statusText', width: 100, render: (t: string) => <Tag>{t}</Tag> },
          { title: '下单时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作', key: 'op', width: 170, render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" href={orderDetailUrl(r.id)} target="_blank">详情</Button>
                {r.status === OrderStatus.AwaitingShipment ? <Button type="link" size="small" danger data-testid="order-cancel" onClick={() => { key.renew(); setCancelling(r); }}>协商取消</Button> : null}
                {r.status === OrderStatus.Refunding ? <Button type="link" size="small" danger data-testid="order-refund" onClick={() => askRefund(r)}>退款</Button> : null}
                {/* 验货通过: the platform ships to the buyer (or marks 买家自提) on the order page's 物流进度 (issue 22). */}
                {r.status === OrderStatus.AwaitingDelivery ? <Button type="link" size="small" href={orderDetailUrl(r.id)} target="_blank" data-testid="order-deliver">平台发货</Button> : null}
              </Space>
            ),
          },
        ]} />
      <ReasonDialog open={!!cancelling} title="登记协商取消" okText="取消订单" danger loading={cancel.isPending} onCancel={() => setCancelling(null)}
        intro={cancelling ? `买卖双方已协商一致取消订单 ${cancelling.orderNo}（已付款、未发货）。订单将进入退款中，随后可退款。` : null}
        onSubmit={(reason) => void (cancelling && cancel.mutate({ orderId: cancelling.id, reason, idempotencyKey: key.current() }, { onSuccess: () => { void message.success('已登记取消，订单退款中'); setCancelling(null); } }))} />
    </>
  );
}

function PreOrders() {
  const [status, setStatus] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useAdminPreOrders({ status, keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE });
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select allowClear placeholder="全部状态" style={{ width: 130 }} value={status} onChange={(v) => { setStatus(v); setPageNum(1); }} options={statusOptions(PRE_ORDER_STATUS_TEXT)} />
        <Input.Search allowClear maxLength={40} placeholder="意向单号、买卖方姓名或手机号" style={{ width: 340 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} data-testid="pre-order-search" />
      </Space>
      <Table<PreOrderRow> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []} pagination={pager(pageNum, data?.total ?? 0, setPageNum)}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无意向单' }}
        onRow={(r) => ({ 'data-order-no': r.orderNo }) as object}
        columns={[
          { title: '意向单号', key: 'no', render: (_, r) => <a href={preOrderDetailUrl(r.id)} target="_blank" rel="noreferrer">{r.orderNo}</a> },
          { title: '商品', key: 'goods', render: (_, r) => <>{r.goodsModel}<div className="admin-muted">{r.brandName} · {formatPieces(r.quantity)}</div></> },
          { title: '买方', dataIndex: 'buyerName' },
          { title: '卖方', dataIndex: 'sellerName' },
          { title: '金额', key: 'amount', render: (_, r) => (r.amount === null ? '待报价' : formatPrice(r.amount, r.priceUnit)) },
          { title: '状态', key: 'status', width: 140, render: (_, r) => <><Tag>{r.statusText}</Tag>{r.closeReason ? <div className="admin-muted">{r.closeReason}</div> : null}</> },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          { title: '操作', key: 'op', width: 90, render: (_, r) => <Button type="link" size="small" href={preOrderDetailUrl(r.id)} target="_blank">详情</Button> },
        ]} />
    </>
  );
}

/**
 * 交易: leads (release or reassign a stuck one), intention orders (the detail page with its revisions) and orders (the
 * detail page with its history; cancel, refund).
 */
export function TradeView() {
  // ?tab= opens a tab and ?status= its status filter (the dashboard's tiles link to their queue).
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  return (
    <Tabs data-testid="admin-trade" destroyOnHidden activeKey={tabOf(params.get('tab'), TRADE_TABS)} onChange={(tab) => setParams({ tab }, { replace: true })}
      items={[{ key: 'leads', label: '线索', children: <Leads initialStatus={status} /> }, { key: 'preOrders', label: '意向单', children: <PreOrders /> }, { key: 'orders', label: '订单', children: <Orders initialStatus={status} /> }]} />
  );
}
