import { type ButtonProps, App, Form, Input, Modal, Radio, Table, Tabs, Button } from 'antd';
import { useEffect, useState } from 'react';
import { formatPrice } from '@mts/shared/format';
import { decideDisputeBody, type DisputeRow } from '@mts/shared/schemas';
import { disputeMachine, DisputeStatus, statusLabel } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useDisputes } from '../../api/get-disputes';
import { useDecideDispute } from '../../api/decide-dispute';
import { useIntentKey } from '../../hooks/use-intent-key';
import { zodRule } from '@/lib/schema-errors';

const PAGE_SIZE = 10;
const OPENER: Record<string, string> = { buyer: '买方', seller: '卖方', operator: '运营' };
const noteRule = zodRule(decideDisputeBody.shape.note);

/** 纠纷: disputes by status; an open one is decided (放款给卖方 / 退款给买方) with a note, one idempotency key per dialog. */
export function DisputesView() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<number>(DisputeStatus.Open);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useDisputes({ status, pageNum, pageSize: PAGE_SIZE });
  const [deciding, setDeciding] = useState<DisputeRow | null>(null);
  const [form] = Form.useForm<{ decision: 'release' | 'refund'; note: string }>();
  const key = useIntentKey();
  const decide = useDecideDispute();
  useEffect(() => {
    if (deciding) form.resetFields();
  }, [deciding, form]);
  const open = (r: DisputeRow) => {
    key.renew();
    setDeciding(r);
  };
  const submit = () =>
    void form.validateFields().then((v) =>
      deciding &&
      decide.mutate(
        { id: deciding.id, decision: v.decision, note: v.note.trim(), idempotencyKey: key.current() },
        { onSuccess: (reply) => { void message.success(reply.msg); setDeciding(null); } },
      ),
    );

  const columns = [
    { title: '发起时间', dataIndex: 'createTime', width: 170 },
    { title: '订单号', key: 'order', render: (_: unknown, r: DisputeRow) => <>{r.orderNo}<div className="admin-muted">{r.currentOrderStatusText}</div></> },
    { title: '买方 / 卖方', key: 'parties', width: 150, render: (_: unknown, r: DisputeRow) => <>{r.buyerName}<div className="admin-muted">{r.sellerName}</div></> },
    { title: '金额', key: 'amount', width: 130, render: (_: unknown, r: DisputeRow) => formatPrice(r.amount, r.priceUnit) },
    { title: '发起方', key: 'opener', width: 110, render: (_: unknown, r: DisputeRow) => <>{OPENER[r.openerRole]}<div className="admin-muted">{r.openerName}</div></> },
    { title: '原因', dataIndex: 'reason' },
    {
      title: '状态',
      key: 'status',
      width: 180,
      render: (_: unknown, r: DisputeRow) => (
        <>
          <StatusBadge machine={disputeMachine} status={r.status} />
          {r.decisionNote ? <div className="admin-muted">{r.decidedByName}：{r.decisionNote}</div> : null}
        </>
      ),
    },
    {
      title: '操作',
      key: 'op',
      width: 90,
      render: (_: unknown, r: DisputeRow) =>
        r.status === DisputeStatus.Open ? (
          <Button type="link" size="small" data-testid={`dispute-decide-${r.id}`} onClick={() => open(r)}>处理</Button>
        ) : (
          <span className="admin-muted">{r.decideTime}</span>
        ),
    },
  ];

  return (
    <div data-testid="admin-disputes">
      <Tabs
        activeKey={String(status)}
        onChange={(k) => { setStatus(Number(k)); setPageNum(1); }}
        items={[DisputeStatus.Open, DisputeStatus.Released, DisputeStatus.Refunded].map((s) => ({ key: String(s), label: statusLabel(disputeMachine, s) }))}
      />
      <Table<DisputeRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无纠纷' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
      />
      <Modal
        open={!!deciding}
        title="处理纠纷"
        okText="确认处理"
        okButtonProps={{ loading: decide.isPending, 'data-testid': 'dispute-decide-ok' } as ButtonProps}
        onCancel={() => setDeciding(null)}
        onOk={submit}
        destroyOnHidden
      >
        {deciding ? (
          <p>
            订单 {deciding.orderNo}（{formatPrice(deciding.amount, deciding.priceUnit)}），{OPENER[deciding.openerRole]} {deciding.openerName}：{deciding.reason}
          </p>
        ) : null}
        <Form form={form} layout="vertical" initialValues={{ decision: 'refund', note: '' }}>
          <Form.Item name="decision" label="处理结果">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              data-testid="dispute-decision"
              options={[
                { value: 'release', label: '放款给卖方（订单完成）' },
                { value: 'refund', label: '退款给买方（订单关闭）' },
              ]}
            />
          </Form.Item>
          <Form.Item name="note" label="处理说明" rules={[noteRule]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写处理说明（2–200 个字）" data-testid="dispute-note" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
