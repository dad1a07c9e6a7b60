import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import styles from './no-access.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

/** A page for one role opened by another: a clear 403 message and a way back (never a crash, never an empty list). */
export function NoAccess({ title, text, onBack }: { title: string; text: string; onBack: () => void }) {
  return (
    <ErrorBlock status="empty" title={title} description={text} className={styles.block} data-testid="no-access">
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" onClick={onBack}>
          返回个人中心
        </Button>
      </div>
    </ErrorBlock>
  );
}
