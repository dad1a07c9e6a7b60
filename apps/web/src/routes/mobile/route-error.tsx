import styles from './not-found.module.css';

/**
 * Shown when a page fails to load or render (e.g. a chunk could not be fetched, so nothing here may load lazily).
 * A small drawn illustration and a plain button rather than antd-mobile's ErrorBlock image and Button: those two
 * (with the async helpers Button brings) were about 4 KB of the phone home's first scripts for a screen rarely seen.
 */
export function RouteError() {
  return (
    <div className={styles.page} role="alert">
      <svg className={styles.art} viewBox="0 0 120 90" aria-hidden="true">
        <rect x="14" y="10" width="92" height="64" rx="8" fill="#eef3ff" stroke="#c5d6fb" strokeWidth="2" />
        <rect x="14" y="10" width="92" height="14" rx="8" fill="#c5d6fb" />
        <circle cx="60" cy="50" r="14" fill="none" stroke="#1677ff" strokeWidth="3" />
        <path d="M60 42v9M60 56v1" stroke="#1677ff" strokeWidth="3" strokeLinecap="round" />
        <ellipse cx="60" cy="84" rx="36" ry="3" fill="#e5e8ef" />
      </svg>
      <div className={styles.title}>页面加载失败</div>
      <div className={styles.description}>请检查网络后重新加载</div>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}
