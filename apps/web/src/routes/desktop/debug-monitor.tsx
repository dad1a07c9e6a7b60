import { Button, Card, Col, Progress, Result, Row, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { MonitorMsg, RealtimeMsg } from '@mts/shared/messages';
import { useParameterMonitor } from '@/features/monitor/hooks/use-parameter-monitor';
import { clockText, COUNTERS, MAX_SECOND_LINES, perSecond, secondsToReset, statusText, WINDOW_SECONDS } from '@/features/monitor/model/monitor';
import { canUseRealtimeDebug, REALTIME_DEBUG_PATH } from '@/features/realtime/model/debug';
import type { RequestLogEntry } from '@/lib/monitor';
import { useSession } from '@/lib/session';

const RED = '#f5222d';

const requestColumns = [
  { title: MonitorMsg.client, dataIndex: 'client', width: 80, render: (c: string) => <Tag>{c}</Tag> },
  { title: MonitorMsg.method, dataIndex: 'method', width: 80 },
  { title: MonitorMsg.path, dataIndex: 'path', ellipsis: true, render: (p: string) => <code>{p}</code> },
  {
    title: MonitorMsg.status,
    dataIndex: 'status',
    width: 80,
    render: (s: number) => <Tag color={s >= 200 && s < 300 ? 'success' : 'error'}>{statusText(s)}</Tag>,
  },
  { title: MonitorMsg.duration, dataIndex: 'ms', width: 90, align: 'right' as const },
  { title: MonitorMsg.time, dataIndex: 'at', width: 100, render: (at: number) => clockText(at) },
];

function Monitor() {
  const { counts, over, clock, requests, clear, probe } = useParameterMonitor();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={`${MonitorMsg.title} · ${MonitorMsg.window}`}
        extra={
          <Space size={12}>
            <span data-testid="mon-countdown">{MonitorMsg.resetIn(secondsToReset(clock))}</span>
            <Progress percent={(clock.elapsed / WINDOW_SECONDS) * 100} showInfo={false} size="small" style={{ width: 120, margin: 0 }} />
          </Space>
        }
      >
        <Row gutter={16}>
          {COUNTERS.map((c) => (
            <Col span={8} key={c.key}>
              <div
                data-testid={`mon-counter-${c.key}`}
                data-over={over[c.key]}
                style={{
                  padding: '16px 20px',
                  borderRadius: 8,
                  border: `1px solid ${over[c.key] ? '#ffccc7' : '#f0f0f0'}`,
                  background: over[c.key] ? '#fff1f0' : '#fafafa',
                }}
              >
                <div style={{ display: 'flex', justifyContent: 'space-between', color: '#666' }}>
                  <span>{c.label}</span>
                  {over[c.key] ? <Tag color="error">{MonitorMsg.over}</Tag> : <Tag color="success">{MonitorMsg.normal}</Tag>}
                </div>
                <div data-testid={`mon-value-${c.key}`} style={{ fontSize: 32, fontWeight: 600, color: over[c.key] ? RED : '#1f2329', fontVariantNumeric: 'tabular-nums' }}>
                  {counts[c.key]}
                </div>
                <div style={{ color: '#999', fontSize: 13 }}>
                  {MonitorMsg.threshold} {c.threshold} ·{' '}
                  {c.key === 'streams' ? MonitorMsg.streamsLevel : `${MonitorMsg.perSecond} ${perSecond(counts[c.key], clock)}`}
                </div>
              </div>
            </Col>
          ))}
        </Row>
        <p style={{ margin: '12px 0 0', color: '#999', fontSize: 13 }}>{MonitorMsg.streamsNote}</p>
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" onClick={probe} data-testid="mon-probe">
            {MonitorMsg.probe}
          </Button>
          <Button onClick={clear} data-testid="mon-clear">
            {MonitorMsg.clear}
          </Button>
          <Link to={`/pc${REALTIME_DEBUG_PATH}`} data-testid="mon-ws-link">
            {MonitorMsg.realtimeDebug}
          </Link>
        </Space>
      </Card>
      <Row gutter={16}>
        <Col span={9}>
          <Card title={`${MonitorMsg.secondLog}（${clock.lines.length}/${MAX_SECOND_LINES}）`}>
            <Table
              size="small"
              data-testid="mon-lines"
              rowKey="seq"
              dataSource={clock.lines}
              pagination={false}
              scroll={{ y: 480 }}
              locale={{ emptyText: MonitorMsg.noLines }}
              onRow={() => ({ 'data-testid': 'mon-line' }) as React.HTMLAttributes<HTMLElement>}
              columns={[
                { title: MonitorMsg.time, dataIndex: 'at', render: (at: number) => clockText(at) },
                { title: MonitorMsg.apiCalls, dataIndex: 'apiCalls', align: 'right' },
                { title: MonitorMsg.events, dataIndex: 'events', align: 'right' },
                { title: MonitorMsg.streams, dataIndex: 'streams', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col span={15}>
          <Card title={`${MonitorMsg.requestLog}（${requests.length}）`}>
            <Table<RequestLogEntry>
              size="small"
              data-testid="mon-requests"
              rowKey="seq"
              dataSource={requests}
              pagination={false}
              scroll={{ y: 480 }}
              locale={{ emptyText: MonitorMsg.noRequests }}
              onRow={(r) => ({ 'data-testid': 'mon-request', 'data-client': r.client }) as React.HTMLAttributes<HTMLElement>}
              columns={requestColumns}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

/** /pc/debug/parameter-monitor: API calls, UI events and open streams (development builds and operators only). */
export function ParameterMonitorPage({ dev = import.meta.env.DEV }: { dev?: boolean }) {
  const user = useSession((s) => s.details ?? s.user);
  return (
    <div className="pc-container" data-testid="mon-page" style={{ padding: '24px 0' }}>
      {canUseRealtimeDebug(user, dev) ? <Monitor /> : <Result status="403" title={RealtimeMsg.noAccess} data-testid="mon-forbidden" />}
    </div>
  );
}
