import { Button, ErrorBlock } from 'antd-mobile';
import { useAppNavigate } from '@/app/use-app-navigate';
import styles from './not-found.module.css';

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
