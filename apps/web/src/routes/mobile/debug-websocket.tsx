import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { MonitorMsg, RealtimeMsg } from '@mts/shared/messages';
import { PARAMETER_MONITOR_PATH } from '@/features/monitor/model/monitor';
import { useRealtimeDebug } from '@/features/realtime/hooks/use-realtime-debug';
import { stateText, timeText } from '@/features/realtime/model/debug';
import { DebugFrame, frame } from '@/features/realtime/components/mobile/debug-frame';
import { toast } from '@/components/mobile/toast';
import styles from './debug-websocket.module.css';

function Debug() {
  const { state, entries, pong, ping, clear } = useRealtimeDebug();
  return (
    <>
      <section className={frame.card}>
        <div className={styles.row}>
          <span>连接状态</span>
          <span className={styles.state} data-state={state} data-testid="rt-state">
            {stateText(state)}
          </span>
        </div>
        <div className={styles.row} style={{ marginTop: 12 }}>
          <Button color="primary" size="small" onClick={() => {
              if (!ping()) toast(RealtimeMsg.pingNotConnected);
            }} data-testid="rt-ping">
            发送 ping
          </Button>
          <Button size="small" onClick={clear}>
            清空
          </Button>
          <Link className={frame.link} to={PARAMETER_MONITOR_PATH} data-testid="rt-monitor-link">
            {MonitorMsg.title} ›
          </Link>
        </div>
        <div className={styles.pong} data-testid="rt-pong">
          {pong ? `pong：${pong}` : '尚未收到 pong'}
        </div>
      </section>
      <section className={frame.card}>
        {entries.length === 0 ? (
          <div className={styles.empty}>暂无消息</div>
        ) : (
          <ul className={styles.log} data-testid="rt-log">
            {entries.map((e) => (
              <li key={e.seq} className={styles.entry}>
                <span className={styles.time}>{timeText(e.at)}</span>
                {e.text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /debug/websocket-test: the realtime connection as it is (development builds and operators only). */
export function RealtimeDebugPage({ dev = import.meta.env.DEV }: { dev?: boolean }) {
  return (
    <DebugFrame title={'实时连接调试'} testId="rt-debug" forbiddenTestId="rt-forbidden" dev={dev}>
      <Debug />
    </DebugFrame>
  );
}

export function Component() {
  return <RealtimeDebugPage />;
}
