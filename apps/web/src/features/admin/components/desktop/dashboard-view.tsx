import { Alert, Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@mts/shared/format';
import type { CurrencyAmount, Dashboard } from '@mts/shared/schemas';
import { useDashboard } from '../../api/get-dashboard';
import { useOrdersPerDay } from '../../api/get-orders-per-day';
import { ageText, chartSeries, QUEUE_LINKS } from '../../model/console';
import { HealthCard } from './health-card';

const OrdersChart = lazy(() => import('./orders-chart'));

const money = (list: readonly CurrencyAmount[]) => list.map((c) => formatPrice(c.amount, c.priceUnit)).join(' / ');

function Figure({ id, title, value, suffix, to }: { id: string; title: string; value: string | number; suffix?: string; to?: string }) {
  const card = (
    <Card size="small" hoverable={!!to}>
      <Statistic title={title} value={value} suffix={suffix} data-testid={`dash-${id}`} />
    </Card>
  );
  // A pending tile opens its queue (issue 22).
  return to ? (
    <Link to={to} className="admin-queue-link" data-testid={`queue-${id}`} aria-label={`${title}：打开队列`}>
      {card}
    </Link>
  ) : (
    card
  );
}

function Period({ title, figures, prefix }: { title: string; figures: Omit<Dashboard['today'], 'date'>; prefix: string }) {
  return (
    <Card title={title} size="small" className="admin-section">
      <Row gutter={[12, 12]}>
        <Col span={4}><Figure id={`${prefix}-users`} title="新用户" value={figures.newUsers} suffix="人" /></Col>
        <Col span={4}><Figure id={`${prefix}-leads`} title="新线索" value={figures.leads} suffix="条" /></Col>
        <Col span={4}><Figure id={`${prefix}-goods`} title="新商品" value={figures.goods} suffix="件" /></Col>
        <Col span={4}><Figure id={`${prefix}-preorders`} title="意向单" value={figures.preOrders} suffix="笔" /></Col>
        <Col span={4}><Figure id={`${prefix}-orders`} title="订单" value={figures.orders} suffix="笔" /></Col>
        <Col span={4}><Figure id={`${prefix}-value`} title="订单金额" value={money(figures.orderValue)} /></Col>
      </Row>
    </Card>
  );
}

function Chart() {
  const [days, setDays] = useState(30);
  const { data, isPending, isError, refetch } = useOrdersPerDay(days);
  return (
    <Card
      size="small"
      className="admin-section"
      title={`每日订单${data ? `（近 ${days} 天共 ${chartSeries(data).total} 笔）` : ''}`}
      extra={<Segmented size="small" value={days} onChange={(v) => setDays(Number(v))} options={[{ label: '7 天', value: 7 }, { label: '30 天', value: 30 }, { label: '90 天', value: 90 }]} />}
    >
      {isError ? (
        <Alert type="error" showIcon message="获取数据失败" action={<a onClick={() => void refetch()}>重新加载</a>} />
      ) : isPending ? (
        <Skeleton active />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <OrdersChart rows={data} />
        </Suspense>
      )}
    </Card>
  );
}

/** 工作台: today's and this month's figures, the queues waiting for an operator (each tile opens its queue), the escrow, orders per day, system health. */
export function DashboardView() {
  const { data, isPending, isError, refetch } = useDashboard();
  if (isError) return <Alert type="error" showIcon message="获取数据失败，请重新加载" action={<a onClick={() => void refetch()}>重新加载</a>} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const q = data.queues;
  return (
    <div data-testid="admin-dashboard">
      <Card title="待处理" size="small" className="admin-section" extra={<span className="admin-muted">更新于 {data.generatedAt}</span>}>
        <Row gutter={[12, 12]}>
          <Col span={6}><Figure id="q-applications" title="申请待审核" value={q.applications} suffix="份" to={QUEUE_LINKS.applications} /></Col>
          <Col span={6}><Figure id="q-deposits" title="充值待到账" value={q.deposits} suffix="笔" to={QUEUE_LINKS.deposits} /></Col>
          <Col span={6}><Figure id="q-transfers" title="转账待确认" value={q.transfers} suffix="笔" to={QUEUE_LINKS.transfers} /></Col>
          <Col span={6}><Figure id="q-withdrawals" title={`提现待打款（${money(q.withdrawalAmount)}）`} value={q.withdrawals} suffix="笔" to={QUEUE_LINKS.withdrawals} /></Col>
          <Col span={6}><Figure id="q-inspections" title={`待验货（未领取 ${q.inspectionsUnheld}）`} value={q.inspections} suffix="单" to={QUEUE_LINKS.inspections} /></Col>
          <Col span={6}><Figure id="q-refunds" title="退款中" value={q.refunds} suffix="单" to={QUEUE_LINKS.refunds} /></Col>
          <Col span={6}><Figure id="q-leads" title="待派单线索" value={q.leads} suffix="条" to={QUEUE_LINKS.leads} /></Col>
          <Col span={6}><Figure id="q-oldest" title="最久待派单" value={ageText(q.oldestLeadMinutes)} to={QUEUE_LINKS.leads} /></Col>
        </Row>
      </Card>
      <Period title={`今日（${data.today.date}）`} figures={data.today} prefix="today" />
      <Period title={`本月（${data.month.month}）`} figures={data.month} prefix="month" />
      <Card title="托管资金（已付款未结算）" size="small" className="admin-section">
        <Row gutter={[12, 12]}>
          {data.escrow.map((c) => (
            <Col span={6} key={c.priceUnit}>
              <Figure id={`escrow-${c.priceUnit}`} title={c.priceUnit === 10 ? '美元' : '人民币'} value={formatPrice(c.amount, c.priceUnit)} />
            </Col>
          ))}
        </Row>
      </Card>
      <Chart />
      <HealthCard />
    </div>
  );
}
