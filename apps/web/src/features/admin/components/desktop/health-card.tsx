import { Alert, Card, Col, Row, Skeleton, Statistic, Tag } from 'antd';
import { formatPrice } from '@mts/shared/format';
import type { OpsHealth } from '@mts/shared/schemas';
import { useHealth } from '../../api/get-health';

const REASONS: Record<string, string> = {
  draining: '实例正在停机',
  'database unreachable': '数据库不可用',
  'migrations pending': '数据库迁移未完成',
  'redis unreachable': 'Redis 不可用',
};

/** Seconds as 3 天 2 小时 / 5 小时 10 分 / 12 分钟 (the oldest withdrawal's wait). */
export function waitText(seconds: number): string {
  if (seconds <= 0) return '无';
  const m = Math.floor(seconds / 60);
  const h = Math.floor(m / 60);
  const d = Math.floor(h / 24);
  if (d > 0) return `${d} 天 ${h % 24} 小时`;
  if (h > 0) return `${h} 小时 ${m % 60} 分`;
  return `${Math.max(1, m)} 分钟`;
}

function Fig({ id, title, value, suffix, bad }: { id: string; title: string; value: string | number; suffix?: string; bad?: boolean }) {
  return (
    <Card size="small">
      <Statistic title={title} value={value} suffix={suffix} valueStyle={bad ? { color: '#cf1322' } : undefined} data-testid={`health-${id}`} />
    </Card>
  );
}

function Figures({ h }: { h: OpsHealth }) {
  const r = h.readiness;
  const i = h.instance;
  const jobsWaiting = h.jobs.reduce((s, q) => s + q.waiting, 0);
  const jobsFailed = h.jobs.reduce((s, q) => s + q.failed, 0);
  return (
    <>
      {!r.ready && <Alert type="error" showIcon className="admin-section" message={`本实例未就绪：${r.reasons.map((x) => REASONS[x] ?? x).join('、')}`} />}
      {!h.money.ledgerOk && <Alert type="error" showIcon className="admin-section" message="账本校验未通过：请暂停审批提现，并查看资金 → 平台账本" />}
      <Row gutter={[12, 12]}>
        <Col span={4}><Fig id="ready" title="就绪状态" value={r.ready ? '就绪' : '未就绪'} bad={!r.ready} /></Col>
        <Col span={4}><Fig id="db" title="数据库" value={r.db === 'up' ? '正常' : '不可用'} bad={r.db !== 'up'} /></Col>
        <Col span={4}><Fig id="redis" title="Redis" value={r.redis === 'off' ? '未配置' : r.redis === 'up' ? '正常' : '不可用'} bad={r.redis === 'down'} /></Col>
        <Col span={4}><Fig id="ledger" title="账本校验" value={h.money.ledgerOk ? '通过' : '未通过'} bad={!h.money.ledgerOk} /></Col>
        <Col span={4}><Fig id="withdrawals" title="提现待打款" value={h.money.withdrawalsWaiting} suffix="笔" /></Col>
        <Col span={4}><Fig id="oldest-withdrawal" title="最久待打款" value={waitText(h.money.oldestWithdrawalSeconds)} bad={h.money.oldestWithdrawalSeconds > 86_400} /></Col>
        <Col span={4}><Fig id="requests" title="请求数（本实例）" value={i.requests} /></Col>
        <Col span={4}><Fig id="errors" title="5xx 错误" value={i.errors5xx} bad={i.errors5xx > 0} /></Col>
        <Col span={4}><Fig id="lag" title="事件循环延迟 p99" value={i.eventLoopLagMs} suffix="ms" bad={i.eventLoopLagMs > 200} /></Col>
        <Col span={4}><Fig id="memory" title="内存 RSS" value={i.rssMB} suffix="MB" /></Col>
        <Col span={4}><Fig id="websockets" title="实时连接" value={i.websockets} /></Col>
        <Col span={4}><Fig id="jobs" title="后台任务排队 / 失败" value={`${jobsWaiting} / ${jobsFailed}`} bad={jobsFailed > 0} /></Col>
        <Col span={4}><Fig id="sms" title="短信发送 / 失败" value={`${h.sms.sent} / ${h.sms.failed}`} bad={h.sms.failed > 0} /></Col>
        {h.money.escrow.map((e) => (
          <Col span={4} key={e.priceUnit}>
            <Fig id={`escrow-${e.priceUnit}`} title={`担保资金（${e.priceUnit === 10 ? '美元' : '人民币'}）`} value={formatPrice(e.amount, e.priceUnit)} />
          </Col>
        ))}
      </Row>
    </>
  );
}

/** 系统健康 on the 工作台 (issue 27): the figures /metrics gives Prometheus, for an operator without Grafana. Every 30 s. */
export function HealthCard() {
  const { data, isPending, isError, refetch } = useHealth();
  return (
    <Card title="系统健康" size="small" className="admin-section" data-testid="admin-health" extra={data ? <span className="admin-muted">本实例运行 {waitText(data.instance.uptimeS)} · 更新于 {data.generatedAt}</span> : <Tag>加载中</Tag>}>
      {isError ? (
        <Alert type="error" showIcon message="获取系统健康失败" action={<a onClick={() => void refetch()}>重新加载</a>} />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Figures h={data} />
      )}
    </Card>
  );
}
