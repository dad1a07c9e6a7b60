import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { Link } from 'react-router';
import { MonitorMsg, RealtimeMsg } from '@mts/shared/messages';
import { PARAMETER_MONITOR_PATH } from '@/features/monitor/model/monitor';
import { useRealtimeDebug } from '@/features/realtime/hooks/use-realtime-debug';
import { canUseRealtimeDebug, stateText, timeText } from '@/features/realtime/model/debug';
import { useSession } from '@/lib/session';
import { useBack } from './navigation';
import { toast } from './toast';
import styles from './debug-websocket.module.css';

function Debug() {
  const { state, entries, pong, ping, clear } = useRealtimeDebug();
  return (
    <>
      <section className={styles.card}>
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
          <Link className={styles.link} to={PARAMETER_MONITOR_PATH} data-testid="rt-monitor-link">
            {MonitorMsg.title} ›
          </Link>
        </div>
        <div className={styles.pong} data-testid="rt-pong">
          {pong ? `pong：${pong}` : '尚未收到 pong'}
        </div>
      </section>
      <section className={styles.card}>
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
  const user = useSession((s) => s.details ?? s.user);
  const back = useBack();
  return (
    <div className={styles.page} data-testid="rt-debug">
      <NavBar className={styles.nav} onBack={back}>
        实时连接调试
      </NavBar>
      {canUseRealtimeDebug(user, dev) ? (
        <Debug />
      ) : (
        <section className={styles.card}>
          <div className={styles.empty} data-testid="rt-forbidden">
            {RealtimeMsg.noAccess}
          </div>
        </section>
      )}
    </div>
  );
}

export function Component() {
  return <RealtimeDebugPage />;
}
