import { ErrorBlock, Button } from 'antd-mobile';
import styles from './not-found.module.css';

/** Shown when a page fails to load or render (e.g. a chunk could not be fetched). */
export function RouteError() {
  return (
    <div className={styles.page}>
      <ErrorBlock status="default" title="页面加载失败" description="请检查网络后重新加载" />
      <Button color="primary" className={styles.button} onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </div>
  );
}
