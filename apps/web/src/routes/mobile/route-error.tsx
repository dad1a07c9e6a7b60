import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { defaultImage } from 'antd-mobile/es/components/error-block/images';
import styles from './not-found.module.css';

/** antd-mobile's ErrorBlock with only the illustration used here (the stock one bundles all four, about 10 KB gzip). */
const ErrorBlock = createErrorBlock({ default: defaultImage });

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
