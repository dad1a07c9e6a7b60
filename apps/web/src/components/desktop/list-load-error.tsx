import { Alert, Button } from 'antd';
import { Msg } from '@mts/shared/messages';

/** A desktop list or table that failed to load (and has nothing to show): 获取数据失败 with 重新加载. */
export function ListLoadError({ onRetry }: { onRetry: () => unknown }) {
  return <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => void onRetry()}>重新加载</Button>} />;
}
