import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './not-found.module.css';

/** antd-mobile's ErrorBlock with only the illustration used here (the stock one bundles all four, about 10 KB gzip). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

/** Any unknown phone path. */
export function Component() {
  const navigate = useAppNavigate();
  return (
    <div className={styles.page} data-testid="not-found">
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已被移除" />
      <Button color="primary" className={styles.button} onClick={() => navigate('/home', { replace: true })}>
        返回首页
      </Button>
    </div>
  );
}
