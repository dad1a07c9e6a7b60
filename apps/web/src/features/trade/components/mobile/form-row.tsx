import type { ReactNode } from 'react';
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

/** A row of choice chips (成色, 含税). */
export function Chips<T extends string | boolean>({ options, value, onChange, testId }: { options: { value: T; label: string }[]; value: T; onChange: (v: T) => void; testId: string }) {
  return (
    <div className={styles.chips} role="radiogroup" data-testid={testId}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          className={`${styles.chip} ${o.value === value ? styles.chipOn : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
