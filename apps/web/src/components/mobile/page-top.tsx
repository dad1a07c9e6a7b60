import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import styles from './page-top.module.css';

/** A phone page's sticky top: the back arrow and the title (and whatever sits under them, e.g. the page's tabs). */
export function PageTop({ title, onBack, children }: { title: ReactNode; onBack: () => void; children?: ReactNode }) {
  return (
    <div className={styles.top}>
      <NavBar className={styles.nav} onBack={onBack}>
        {title}
      </NavBar>
      {children}
    </div>
  );
}
