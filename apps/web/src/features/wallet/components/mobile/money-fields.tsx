import type { ReactNode } from 'react';
import Input from 'antd-mobile/es/components/input';
import { ChoiceChips } from '@/components/mobile/choice-chips';
import { CURRENCIES, type Currency } from '../../model/accounts';
import styles from './wallet.module.css';

/** 币种: ¥ 人民币 or $ 美元, as two chips. */
export function CurrencyField({ value, onChange, error, testId }: { value: Currency; onChange: (c: Currency) => void; error?: string; testId: string }) {
  return (
    <>
      <div className={styles.field}>
        <span className={styles.label}>币种</span>
        <ChoiceChips
          options={CURRENCIES.map((c) => ({ value: c.priceUnit, label: `${c.symbol} ${c.name}` }))}
          value={value}
          onChange={onChange}
          role="radio"
          classNames={{ group: styles.chips, chip: styles.chip, on: styles.chipOn }}
          testId={testId}
        />
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  error?: string;
  testId: string;
  prefix?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  extra?: ReactNode;
};

/** One labelled input of a money form, its message under it. */
export function TextField({ label, value, onChange, placeholder, error, testId, prefix, inputMode = 'text', maxLength, extra }: TextFieldProps) {
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>{label}</span>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <Input className={styles.input} value={value} onChange={onChange} placeholder={placeholder} inputMode={inputMode} maxLength={maxLength} clearable data-testid={testId} />
        {extra}
      </label>
      {error && (
        <p className={styles.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
