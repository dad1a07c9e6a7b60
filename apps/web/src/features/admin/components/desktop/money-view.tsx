import { type ButtonProps, Alert, App, Button, Card, Col, DatePicker, Form, Image, Input, Modal, Row, Select, Skeleton, Space, Statistic, Table, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatPrice } from '@mts/shared/format';
import { AdminLimits } from '@mts/shared/constants';
import { ledgerExportQuery } from '@mts/shared/schemas';
import { depositMachine, transferMachine, withdrawalMachine } from '@mts/shared/status';
import { useConfirmDeposit } from '../../api/confirm-deposit';
import { useRejectDeposit } from '../../api/reject-deposit';
import { useConfirmTransfer } from '../../api/confirm-transfer';
import { saveBlob } from '@/lib/download';
import { exportLedgerCsv } from '../../api/export-ledger';
import { useAdminDeposits, type AdminDeposit } from '../../api/get-deposits';
import { useLedger } from '../../api/get-ledger';
import { useAdminTransfers, type AdminTransfer } from '../../api/get-transfers';
import { useAdminWithdrawals, type AdminWithdrawal } from '../../api/get-withdrawals';
import { usePayWithdrawal } from '../../api/pay-withdrawal';
import { useRefuseWithdrawal } from '../../api/refuse-withdrawal';
import { useRejectTransfer } from '../../api/reject-transfer';
import { useIntentKey } from '../../hooks/use-intent-key';
import { amountError, frozenParts, MONEY_TABS, parseYuan, tabOf } from '../../model/console';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from '@/components/desktop/status-badge';

const PAGE_SIZE = 10;
const ORDER_MAX = 10_000_000_000_000;

/** The amount the operator reads on the bank statement, typed (nothing prefilled); the server checks it matches. */
function AmountDialog({ open, title, intro, max, loading, onCancel, onSubmit }: {
  open: boolean; title: string; intro: ReactNode; max?: number; loading: boolean; onCancel: () => void; onSubmit: (cents: number) => void;
}) {
  const [form] = Form.useForm<{ amount: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal open={open} title={title} okText="确认到账" okButtonProps={{ loading, 'data-testid': 'amount-ok' } as ButtonProps} onCancel={onCancel} destroyOnHidden
      onOk={() => void form.validateFields().then((v) => onSubmit(parseYuan(v.amount)!))}>
      <div style={{ marginBottom: 16 }}>{intro}</div>
      <Form form={form} layout="vertical">
        <Form.Item name="amount" label="银行流水上的到账金额（元）" extra="请按银行流水填写，金额须与申报金额一致"
          rules={[{ validator: (_, v: string) => { const e = amountError(v, max); return e ? Promise.reject(new Error(e)) : Promise.resolve(); } }]}>
          <Input placeholder="例如 10000.00" autoComplete="off" data-testid="amount-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const pager = (pageNum: number, total: number, set: (n: number) => void) => ({ current: pageNum, pageSize: PAGE_SIZE, total, onChange: set, showTotal: (t: number) => `共 ${t} 条`, showSizeChanger: false });
const statusTabs = (labels: [number, string][], value: number, set: (v: number) => void) => (
  <Select value={value} onChange={set} style={{ width: 120, marginBottom: 12 }} options={labels.map(([v, l]) => ({ value: v, label: l }))} />
);

/** A transfer slip: a thumbnail that opens full size (antd Image preview). */
const Slip = ({ url, alt }: { url: string; alt: string }) => (url ? <Image src={url} width={48} height={48} style={{ objectFit: 'cover' }} alt={alt} /> : <span className="admin-muted">未上传</span>);

function Deposits() {
  const { message } = App.useApp();
  const [status, setStatus] = useState(10);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useAdminDeposits({ status, pageNum, pageSize: PAGE_SIZE });
  const [target, setTarget] = useState<AdminDeposit | null>(null);
  const [rejecting, setRejecting] = useState<AdminDeposit | null>(null);
  const key = useIntentKey();
  const confirm = useConfirmDeposit();
  const reject = useRejectDeposit();
  return (
    <>
      {statusTabs([[10, '待到账'], [20, '已到账'], [30, '已驳回']], status, (v) => { setStatus(v); setPageNum(1); })}
      <Table<AdminDeposit> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []} locale={{ emptyText: '暂无充值' }} pagination={pager(pageNum, data?.total ?? 0, setPageNum)}
        onRow={(r) => ({ 'data-reference': r.reference }) as ButtonProps}
        columns={[
          { title: '参考号', dataIndex: 'reference' },
          { title: '用户', key: 'user', render: (_, r) => `${r.userName}（ID ${r.userId}）` },
          { title: '申报金额', key: 'amount', render: (_, r) => formatPrice(r.amount, r.priceUnit) },
          { title: '转账凭证', dataIndex: 'slipUrl', render: (u: string) => <span data-testid="deposit-slip"><Slip url={u} alt="转账凭证" /></span> },
          { title: '状态', dataIndex: 'statusText', render: (t: string, r) => <><StatusBadge machine={depositMachine} status={r.status} text={t} />{r.reason ? <div className="admin-muted">{r.reason}</div> : null}</> },
          { title: '申报时间', dataIndex: 'createTime' },
          {
            title: '操作', key: 'op', render: (_, r) => r.status === 10 ? (
              <Space>
                <Button type="link" size="small" data-testid={`deposit-confirm-${r.id}`} onClick={() => { key.renew(); setTarget(r); }}>确认到账</Button>
                <Button type="link" size="small" danger data-testid={`deposit-reject-${r.id}`} onClick={() => { key.renew(); setRejecting(r); }}>驳回</Button>
              </Space>
            ) : null,
          },
        ]} />
      <AmountDialog open={!!target} title="确认充值到账" loading={confirm.isPending} onCancel={() => setTarget(null)}
        intro={target ? <>参考号 <b>{target.reference}</b>，{target.userName}，币种 {target.priceUnit === 10 ? '美元' : '人民币'}</> : null}
        onSubmit={(amount) => target && confirm.mutate({ depositId: target.id, amount, idempotencyKey: key.current() }, { onSuccess: () => { void message.success('已确认到账'); setTarget(null); } })} />
      <ReasonDialog open={!!rejecting} title="驳回充值" okText="驳回" danger loading={reject.isPending} onCancel={() => setRejecting(null)}
        intro={rejecting ? `${rejecting.userName} 申报的 ${formatPrice(rejecting.amount, rejecting.priceUnit)}（参考号 ${rejecting.reference}）将被驳回，不入账；用户可在充值记录中看到原因。` : null}
        onSubmit={(reason) => void (rejecting && reject.mutate({ depositId: rejecting.id, reason, idempotencyKey: key.current() }, { onSuccess: () => { void message.success('已驳回'); setRejecting(null); } }))} />
    </>
  );
}

function Transfers() {
  const { message } = App.useApp();
  const [status, setStatus] = useState(10);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useAdminTransfers({ status, pageNum, pageSize: PAGE_SIZE });
  const [target, setTarget] = useState<AdminTransfer | null>(null);
  const [rejecting, setRejecting] = useState<AdminTransfer | null>(null);
  const key = useIntentKey();
  const confirm = useConfirmTransfer();
  const reject = useRejectTransfer();
  return (
    <>
      {statusTabs([[10, '待确认'], [20, '已确认'], [30, '已驳回']], status, (v) => { setStatus(v); setPageNum(1); })}
      <Table<AdminTransfer> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []} locale={{ emptyText: '暂无转账' }} pagination={pager(pageNum, data?.total ?? 0, setPageNum)}
        onRow={(r) => ({ 'data-order-no': r.orderNo }) as ButtonProps}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', render: (no: string, r) => <a href={`/pc/myxg/myDetails?id=${r.orderId}&source=order`} target="_blank" rel="noreferrer">{no}</a> },
          { title: '订单金额', key: 'oa', render: (_, r) => formatPrice(r.orderAmount, r.priceUnit) },
          { title: '申报转账', key: 'amount', render: (_, r) => formatPrice(r.amount, r.priceUnit) },
          { title: '付款人', key: 'payer', render: (_, r) => <>{r.payerName}<div className="admin-muted">{r.paidAt}，{r.recordedBy} 登记</div></> },
          { title: '回单', dataIndex: 'receiptUrl', render: (u: string) => <Slip url={u} alt="转账回单" /> },
          { title: '状态', dataIndex: 'statusText', render: (t: string, r) => <><StatusBadge machine={transferMachine} status={r.status} text={t} />{r.reason ? <div className="admin-muted">{r.reason}</div> : null}</> },
          {
            title: '操作', key: 'op', render: (_, r) => r.status === 10 ? (
              <Space>
                <Button type="link" size="small" data-testid="transfer-confirm" onClick={() => { key.renew(); setTarget(r); }}>确认收款</Button>
                <Button type="link" size="small" danger data-testid="transfer-reject" onClick={() => { key.renew(); setRejecting(r); }}>驳回</Button>
              </Space>
            ) : null,
          },
        ]} />
      <AmountDialog open={!!target} title="确认转账收款" max={ORDER_MAX} loading={confirm.isPending} onCancel={() => setTarget(null)}
        intro={target ? <>订单 <b>{target.orderNo}</b>，付款人 {target.payerName}，币种 {target.priceUnit === 10 ? '美元' : '人民币'}。确认后订单进入待发货。</> : null}
        onSubmit={(amount) => target && confirm.mutate({ transferId: target.id, amount, idempotencyKey: key.current() }, { onSuccess: () => { void message.success('已确认收款，订单待发货'); setTarget(null); } })} />
      <ReasonDialog open={!!rejecting} title="驳回转账" okText="驳回" danger loading={reject.isPending} onCancel={() => setRejecting(null)}
        intro={rejecting ? `订单 ${rejecting.orderNo} 的转账记录将被驳回，订单仍为待付款。` : null}
        onSubmit={(reason) => void (rejecting && reject.mutate({ transferId: rejecting.id, reason, idempotencyKey: key.current() }, { onSuccess: () => { void message.success('已驳回'); setRejecting(null); } }))} />
    </>
  );
}

function Withdrawals() {
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState(10);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useAdminWithdrawals({ status, pageNum, pageSize: PAGE_SIZE });
  const [refusing, setRefusing] = useState<AdminWithdrawal | null>(null);
  const key = useIntentKey();
  const pay = usePayWithdrawal();
  const refuse = useRefuseWithdrawal();
  const askPay = (r: AdminWithdrawal) => {
    key.renew();
    const idempotencyKey = key.current();
    modal.confirm({
      title: '确认已打款',
      content: `已向 ${r.accountName}（${r.bankName} ${r.accountNo}）转出 ${formatPrice(r.amount, r.priceUnit)}？`,
      okText: '确认已打款',
      onOk: () => pay.mutateAsync({ withdrawalId: r.id, idempotencyKey }).then(() => void message.success('已打款')),
    });
  };
  return (
    <>
      {statusTabs([[10, '待打款'], [20, '已打款'], [30, '已拒绝']], status, (v) => { setStatus(v); setPageNum(1); })}
      <Table<AdminWithdrawal> rowKey="id" size="middle" loading={isFetching} dataSource={data?.rows ?? []} locale={{ emptyText: '暂无提现' }} pagination={pager(pageNum, data?.total ?? 0, setPageNum)}
        columns={[
          { title: '用户', key: 'user', render: (_, r) => `${r.userName}（ID ${r.userId}）` },
          { title: '金额', key: 'amount', render: (_, r) => formatPrice(r.amount, r.priceUnit) },
          { title: '收款账户', key: 'acc', render: (_, r) => <>{r.accountName}<div className="admin-muted">{r.bankName} {r.accountNo}</div></> },
          { title: '状态', dataIndex: 'statusText', render: (t: string, r) => <><StatusBadge machine={withdrawalMachine} status={r.status} text={t} />{r.reason ? <div className="admin-muted">{r.reason}</div> : null}</> },
          { title: '申请时间', dataIndex: 'createTime' },
          {
            title: '操作', key: 'op', render: (_, r) => r.status === 10 ? (
              <Space>
                <Button type="link" size="small" data-testid={`withdraw-pay-${r.id}`} onClick={() => askPay(r)}>确认打款</Button>
                <Button type="link" size="small" danger data-testid={`withdraw-refuse-${r.id}`} onClick={() => { key.renew(); setRefusing(r); }}>拒绝</Button>
              </Space>
            ) : null,
          },
        ]} />
      <ReasonDialog open={!!refusing} title="拒绝提现" okText="拒绝" danger loading={refuse.isPending} onCancel={() => setRefusing(null)}
        intro={refusing ? `${refusing.userName} 的 ${formatPrice(refusing.amount, refusing.priceUnit)} 提现将被拒绝，金额退回其可用余额。` : null}
        onSubmit={(reason) => void (refusing && refuse.mutate({ withdrawalId: refusing.id, reason, idempotencyKey: key.current() }, { onSuccess: () => { void message.success('已拒绝'); setRefusing(null); } }))} />
    </>
  );
}

function Ledger() {
  const { data, isPending, isError, refetch } = useLedger();
  if (isError) return <Alert type="error" showIcon message="获取数据失败" action={<a onClick={() => void refetch()}>重新加载</a>} />;
  if (isPending) return <Skeleton active />;
  const ok = data.check.ok;
  return (
    <div data-testid="ledger">
      <Card size="small" className="admin-section">
        <Statistic title="账务平衡检查（各币种分录合计为零、无负余额、余额与分录一致）" value={ok ? '正常' : '异常'} valueStyle={{ color: ok ? '#389e0d' : '#cf1322' }} data-testid="ledger-check" />
        <div className="admin-muted">
          {data.check.sums.map((s) => `${s.priceUnit === 10 ? '$' : '¥'} 分录合计 ${formatPrice(s.sum, s.priceUnit)}`).join('；')}
          {!ok ? `；负余额 ${data.check.negative} 个，余额不符 ${data.check.mismatched} 个` : ''}；更新于 {data.generatedAt}
        </div>
      </Card>
      <Row gutter={16}>
        {data.currencies.map((c) => (
          <Col span={12} key={c.priceUnit}>
            <Card size="small" title={c.priceUnit === 10 ? '美元账户' : '人民币账户'}>
              <Row gutter={[12, 12]}>
                {([['清算账户', c.clearing], ['平台手续费', c.fees], ['用户可用', c.usersAvailable]] as const).map(([t, v]) => (
                  <Col span={8} key={t}><Statistic title={t} value={formatPrice(v, c.priceUnit)} valueStyle={{ fontSize: 18 }} /></Col>
                ))}
                {/* 订单托管 and 提现待打款 are part of 用户冻结 (issue 22): shown under it, not as money beside it. */}
                <Col span={24} data-testid={`ledger-frozen-${c.priceUnit}`}>
                  <Statistic title="用户冻结" value={formatPrice(c.usersFrozen, c.priceUnit)} valueStyle={{ fontSize: 18 }} />
                  <div className="admin-muted" data-testid={`ledger-frozen-parts-${c.priceUnit}`}>
                    其中 {frozenParts(c).map((p) => `${p.label} ${formatPrice(p.amount, c.priceUnit)}`).join('，')}
                  </div>
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

function Export() {
  const { message } = App.useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [priceUnit, setPriceUnit] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const query = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), priceUnit };
    const parsed = ledgerExportQuery.safeParse(query);
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message);
    if (range[1].diff(range[0], 'day') + 1 > AdminLimits.maxExportDays) return void message.error(`导出范围不能超过 ${AdminLimits.maxExportDays} 天`);
    setBusy(true);
    try {
      const { blob, filename } = await exportLedgerCsv(parsed.data);
      saveBlob(blob, filename);
      void message.success(`已导出 ${filename}`);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="导出流水（CSV，Excel 可直接打开）">
      <Space wrap>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        <Select allowClear placeholder="全部币种" style={{ width: 140 }} value={priceUnit} onChange={setPriceUnit} options={[{ value: 0, label: '人民币 ¥' }, { value: 10, label: '美元 $' }]} />
        <Button type="primary" loading={busy} onClick={() => void run()} data-testid="ledger-export">导出 CSV</Button>
      </Space>
    </Card>
  );
}

/** 资金: deposits, bank transfers, withdrawals, the platform's accounts and the statement export. */
export function MoneyView() {
  // ?tab= opens a tab (the dashboard's tiles link to their queue).
  const [params, setParams] = useSearchParams();
  return (
    <Tabs data-testid="admin-money" destroyOnHidden activeKey={tabOf(params.get('tab'), MONEY_TABS)} onChange={(tab) => setParams({ tab }, { replace: true })}
      items={[
        { key: 'deposits', label: '充值确认', children: <Deposits /> },
        { key: 'transfers', label: '转账确认', children: <Transfers /> },
        { key: 'withdrawals', label: '提现', children: <Withdrawals /> },
        { key: 'ledger', label: '平台账户', children: <Ledger /> },
        { key: 'export', label: '导出 CSV', children: <Export /> },
      ]} />
  );
}
