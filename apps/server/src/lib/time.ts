const pad = (n: number) => String(n).padStart(2, '0');
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Formats a timestamp as yyyy-MM-dd HH:mm:ss in China time (UTC+8), whatever the server's zone. */
export function formatChinaTime(d: Date): string {
  const t = new Date(d.getTime() + CHINA_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}
