import Toast from 'antd-mobile/es/components/toast';
import { Limits } from '@mts/shared/constants';
import { copyText } from '@/lib/clipboard';
import type { TransferLine } from '../../model/requests';
import styles from './wallet.module.css';

const toast = (content: string) => Toast.show({ content, duration: Limits.toastMs });

/** The transfer to make: the platform account, the amount and the reference, each with 复制. */
export function TransferLines({ lines, testId }: { lines: TransferLine[]; testId?: string }) {
  const copy = async (line: TransferLine) => toast((await copyText(line.copy)) ? `${line.label}已复制` : '复制失败，请长按手动复制');
  return (
    <dl className={styles.lines} data-testid={testId}>
      {lines.map((line) => (
        <div key={line.key} className={styles.line} data-testid={`transfer-${line.key}`}>
          <dt>{line.label}</dt>
          <dd className={line.key === 'reference' ? styles.reference : undefined}>{line.value}</dd>
          <button type="button" className={styles.copy} onClick={() => void copy(line)} aria-label={`复制${line.label}`}>
            复制
          </button>
        </div>
      ))}
    </dl>
  );
}
