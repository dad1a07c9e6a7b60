import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { MonitorMsg } from '@mts/shared/messages';
import { useParameterMonitor } from '@/features/monitor/hooks/use-parameter-monitor';
import { clockText, COUNTERS, MAX_SECOND_LINES, perSecond, secondsToReset, statusText, WINDOW_SECONDS } from '@/features/monitor/model/monitor';
import { REALTIME_DEBUG_PATH } from '@/features/realtime/model/debug';
import { DebugFrame, frame } from '@/features/realtime/components/mobile/debug-frame';
import styles from './debug-monitor.module.css';

function Monitor() {
  const { counts, over, clock, requests, clear, probe } = useParameterMonitor();
  const left = secondsToReset(clock);
  return (
    <>
      <section className={frame.card}>
        <div className={styles.head}>
          <span className={styles.title}>{MonitorMsg.window}</span>
          <span className={styles.countdown} data-testid="mon-countdown">
            {MonitorMsg.resetIn(left)}
          </span>
        </div>
        <div className={styles.progress}>
          <div className={styles.bar} style={{ width: `${(clock.elapsed / WINDOW_SECONDS) * 100}%` }} />
        </div>
        <div className={styles.counters}>
          {COUNTERS.map((c) => (
            <div key={c.key} className={styles.counter} data-over={over[c.key]} data-testid={`mon-counter-${c.key}`}>
              <div className={styles.label}>{c.label}</div>
              <div className={styles.value} data-testid={`mon-value-${c.key}`}>
                {counts[c.key]}
              </div>
              <div className={styles.meta}>
                {MonitorMsg.threshold} {c.threshold}
              </div>
              <div className={styles.meta}>{c.key === 'streams' ? MonitorMsg.streamsLevel : `${MonitorMsg.perSecond} ${perSecond(counts[c.key], clock)}`}</div>
              <div className={styles.flag}>{over[c.key] ? MonitorMsg.over : MonitorMsg.normal}</div>
            </div>
          ))}
        </div>
        <p className={styles.note}>{MonitorMsg.streamsNote}</p>
        <div className={styles.actions}>
          <Button color="primary" size="small" onClick={probe} data-testid="mon-probe">
            {MonitorMsg.probe}
          </Button>
          <Button size="small" onClick={clear} data-testid="mon-clear">
            {MonitorMsg.clear}
          </Button>
          <Link className={frame.link} to={REALTIME_DEBUG_PATH} data-testid="mon-ws-link">
            {MonitorMsg.realtimeDebug} ›
          </Link>
        </div>
      </section>

      <section className={frame.card}>
        <div className={styles.head}>
          <span className={styles.title}>{MonitorMsg.secondLog}</span>
          <span className={styles.hint}>{clock.lines.length} / {MAX_SECOND_LINES}</span>
        </div>
        {clock.lines.length === 0 ? (
          <div className={styles.empty}>{MonitorMsg.noLines}</div>
        ) : (
          <table className={styles.table} data-testid="mon-lines">
            <thead>
              <tr>
                <th>{MonitorMsg.time}</th>
                <th>{MonitorMsg.apiCalls}</th>
                <th>{MonitorMsg.events}</th>
                <th>{MonitorMsg.streams}</th>
              </tr>
            </thead>
            <tbody>
              {clock.lines.map((l) => (
                <tr key={l.seq} data-testid="mon-line">
                  <td className={styles.mono}>{clockText(l.at)}</td>
                  <td>{l.apiCalls}</td>
                  <td>{l.events}</td>
                  <td>{l.streams}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={frame.card}>
        <div className={styles.head}>
          <span className={styles.title}>{MonitorMsg.requestLog}</span>
          <span className={styles.hint}>{requests.length}</span>
        </div>
        {requests.length === 0 ? (
          <div className={styles.empty}>{MonitorMsg.noRequests}</div>
        ) : (
          <ul className={styles.requests} data-testid="mon-requests">
            {requests.map((r) => (
              <li key={r.seq} className={styles.request} data-testid="mon-request" data-client={r.client}>
                <div className={styles.requestTop}>
                  <span className={styles.client}>{r.client}</span>
                  <span className={styles.method}>{r.method}</span>
                  <span className={styles.path}>{r.path}</span>
                  <span className={styles.status} data-ok={r.status >= 200 && r.status < 300}>
                    {statusText(r.status)}
                  </span>
                </div>
                <div className={styles.requestMeta}>
                  {clockText(r.at)} · {r.ms} ms
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /debug/parameter-monitor: API calls, UI events and open streams (development builds and operators only). */
export function ParameterMonitorPage({ dev = import.meta.env.DEV }: { dev?: boolean }) {
  return (
    <DebugFrame title={MonitorMsg.title} testId="mon-page" forbiddenTestId="mon-forbidden" dev={dev}>
      <Monitor />
    </DebugFrame>
  );
}

export function Component() {
  return <ParameterMonitorPage />;
}
