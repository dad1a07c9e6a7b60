/**
 * The PostgreSQL runs of the in-process benches use a scratch database dropped at the end with
 * `DROP DATABASE … WITH (FORCE)`. A connection the closing pool still holds is then ended by the server (57P01,
 * "terminating connection due to administrator command") and its error event has no listener left: expected, not a
 * failure. Any other uncaught error still ends the bench with exit code 1.
 */
export function allowScratchDrop() {
  process.on('uncaughtException', (err) => {
    if (err?.code === '57P01') return;
    console.error(err);
    process.exit(1);
  });
}
