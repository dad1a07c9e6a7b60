import type { ReactNode } from 'react';
import { ChipRow, type ChipRowProps } from '@/components/mobile/chip-row';
import styles from './staff.module.css';

/** One labelled form line with its error below. */
export function FormRow({ label, required, error, field, children }: { label: string; required?: boolean; error?: string; field: string; children: ReactNode }) {
  return (
    <div className={styles.row} data-field={field}>
      <div className={styles.line}>
        <span className={styles.label}>
          {required && <i className={styles.required}>*</i>}
          {label}
        </span>
        <div className={styles.control}>{children}</div>
      </div>
      {error && (
        <p className={styles.error} data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A row of choice chips (成色, 含税, 快递) in the staff forms' look. */
export const Chips = <T extends string | boolean>(props: Omit<ChipRowProps<T>, 'classes'>) => <ChipRow {...props} classes={styles} />;
