/** Realtime connection (websocket) as the debug page shows it. */
export const RealtimeMsg = {
  connected: '已连接',
  disconnected: '已断开',
  connecting: '连接中',
  /** No session: nothing to connect with. */
  idle: '未连接（未登录）',
  noAccess: '无权访问',
  pingNotConnected: '未连接，无法发送 ping',
} as const;
