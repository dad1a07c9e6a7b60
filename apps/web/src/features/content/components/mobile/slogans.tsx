import type { ComponentType } from 'react';
import { SLOGANS } from '@mts/shared/constants';
import { HandshakeIcon, ShareIcon, ShieldIcon, SparkIcon } from '@/components/mobile/icons';
import styles from './slogans.module.css';

const ICONS: Record<(typeof SLOGANS)[number], ComponentType<{ size?: number }>> = {
  卓越服务: ShieldIcon,
  持续创造: SparkIcon,
  协作共赢: HandshakeIcon,
  价值共享: ShareIcon,
};

/** The platform's four promises under the home carousel. */
export function Slogans() {
  return (
    <ul className={styles.row} data-testid="slogans">
      {SLOGANS.map((slogan) => {
        const Icon = ICONS[slogan];
        return (
          <li key={slogan} className={styles.item}>
            <Icon size={14} />
            <span>{slogan}</span>
          </li>
        );
      })}
    </ul>
  );
}
