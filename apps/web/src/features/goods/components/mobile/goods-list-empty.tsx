import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg } from '@mts/shared/messages';
import styles from './goods-infinite-list.module.css';

/** antd-mobile's ErrorBlock with only the illustration used here (the stock one bundles all four, about 10 KB gzip). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

/** 暂无数据 with its illustration: its own chunk, loaded only when a goods list comes back empty. */
export default function GoodsListEmpty() {
  return <ErrorBlock status="empty" title={Msg.empty} description="" className={styles.empty} data-testid="goods-list-empty" />;
}
