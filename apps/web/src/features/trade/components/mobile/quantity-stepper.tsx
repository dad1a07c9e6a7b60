import { useEffect, useState } from 'react';
import { stepDown, stepUp, typedQuantity, type StepperBounds } from '../../model/stepper';
import styles from './trade.module.css';

type Props = StepperBounds & {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  testId?: string;
  label?: string;
};

/**
 * − [n] + with the spec's rules (model/stepper.ts): − does nothing at the minimum, + at the maximum; a typed value
 * is taken when the field loses focus, and reverts unless it is a number of at least 1 (and the minimum).
 */
export function QuantityStepper({ value, onChange, min, max, disabled, testId, label = '数量' }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = typedQuantity(text, value, { min, max });
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const step = (next: number) => {
    if (next !== value) onChange(next);
  };
  return (
    <span className={styles.stepper} data-testid={testId}>
      <button type="button" aria-label="减少" disabled={disabled} onClick={() => step(stepDown(value, { min }))} data-testid="stepper-minus">
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        }}
      />
      <button type="button" aria-label="增加" disabled={disabled} onClick={() => step(stepUp(value, { max }))} data-testid="stepper-plus">
        +
      </button>
    </span>
  );
}
