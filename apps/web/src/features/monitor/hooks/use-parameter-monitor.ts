import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { MonitorLimits } from '@mts/shared/constants';
import { monitor } from '@/lib/monitor';
import { probeRequest } from '../api/probe';
import { lineText, overThreshold, requestRows, startClock, tick } from '../model/monitor';

/**
 * What the parameter monitor page shows while it is open: the counts of the current 10 s window (live), which are
 * over their threshold, one line per second (also written with console.debug), the countdown to the next reset,
 * and the request log. Opening the page and 清空 start a new window.
 */
/** The last request hidden by 清空: kept for the session, so the log stays empty when the page is opened again. */
let clearedBefore = 0;

export function useParameterMonitor() {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const clockRef = useRef(startClock());
  const [clock, setClock] = useState(clockRef.current);
  const [clearedSeq, setClearedSeq] = useState(clearedBefore);

  useEffect(() => monitor.subscribe(refresh), []);

  useEffect(() => {
    monitor.reset();
    const timer = setInterval(() => {
      const next = tick(clockRef.current, monitor.counts(), Date.now());
      console.debug(lineText(next.line));
      if (next.reset) monitor.reset();
      clockRef.current = next.clock;
      setClock(next.clock);
    }, MonitorLimits.logEveryMs);
    return () => clearInterval(timer);
  }, []);

  const clear = useCallback(() => {
    clockRef.current = startClock();
    setClock(clockRef.current);
    clearedBefore = monitor.requests().at(-1)?.seq ?? 0;
    setClearedSeq(clearedBefore);
    monitor.reset();
  }, []);

  const probe = useCallback(() => {
    probeRequest().catch(() => {}); // a failure is toasted by the client and logged like any request
  }, []);

  const counts = monitor.counts();
  return { counts, over: overThreshold(counts), clock, requests: requestRows(monitor.requests(), clearedSeq), clear, probe };
}
