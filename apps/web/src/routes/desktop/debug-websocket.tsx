import { Button, Card, Empty, List, message, Result, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { MonitorMsg, RealtimeMsg } from '@mts/shared/messages';
import { PARAMETER_MONITOR_PATH } from '@/features/monitor/model/monitor';
import { useRealtimeDebug } from '@/features/realtime/hooks/use-realtime-debug';
import { canUseRealtimeDebug, stateText, timeText } from '@/features/realtime/model/debug';
import { useSession } from '@/lib/session';
import type { RealtimeState } from '@/lib/realtime';

const STATE_COLOR: Record<RealtimeState, string> = { connected: 'success', connecting: 'processing', disconnected: 'error', idle: 'default' };

function Debug() {
  const { state, entries, pong, ping, clear } = useRealtimeDebug();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="连接">
        <Space size={16} wrap>
          <span>
            连接状态：
            <Tag color={STATE_COLOR[state]} data-testid="rt-state">
              {stateText(state)}
            </Tag>
          </span>
          <Button type="primary" onClick={() => {
              if (!ping()) void message.warning(RealtimeMsg.pingNotConnected);
            }} data-testid="rt-ping">
            发送 ping
          </Button>
          <Button onClick={clear}>清空</Button>
          <Link to={`/pc${PARAMETER_MONITOR_PATH}`} data-testid="rt-monitor-link">
            {MonitorMsg.title}
          </Link>
          <span data-testid="rt-pong">{pong ? `pong：${pong}` : '尚未收到 pong'}</span>
        </Space>
      </Card>
      <Card title={`收到的消息（${entries.length}）`}>
        {entries.length === 0 ? (
          <Empty description="暂无消息" />
        ) : (
          <List
            size="small"
            data-testid="rt-log"
            dataSource={entries}
            rowKey="seq"
            renderItem={(e) => (
              <List.Item>
                <code style={{ marginRight: 12, color: '#999' }}>{timeText(e.at)}</code>
                <span style={{ wordBreak: 'break-all' }}>{e.text}</span>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}

/** /pc/debug/websocket-test: the realtime connection as it is (development builds and operators only). */
export function RealtimeDebugPage({ dev = import.meta.env.DEV }: { dev?: boolean }) {
  const user = useSession((s) => s.details ?? s.user);
  return (
    <div className="pc-container" data-testid="rt-debug" style={{ padding: '24px 0' }}>
      {canUseRealtimeDebug(user, dev) ? <Debug /> : <Result status="403" title={RealtimeMsg.noAccess} data-testid="rt-forbidden" />}
    </div>
  );
}
