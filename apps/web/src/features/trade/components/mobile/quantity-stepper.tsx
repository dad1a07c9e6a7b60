import { useStepper, type StepperProps } from '../../model/use-stepper';
import styles from './trade.module.css';

/**
 * − [n] + with the spec's rules (model/stepper.ts): − does nothing at the minimum, + at the maximum; a typed value
 * is taken when the field loses focus, and reverts unless it is a number of at least 1 (and the minimum).
 */
export function QuantityStepper({ value, onChange, min, max, disabled, testId, label = '数量' }: StepperProps) {
  const { text, setText, commit, minus, plus } = useStepper({ value, onChange, min, max });
  return (
    <span className={styles.stepper} data-testid={testId}>
      <button type="button" aria-label="减少" disabled={disabled} onClick={minus} data-testid="stepper-minus">
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
      <button type="button" aria-label="增加" disabled={disabled} onClick={plus} data-testid="stepper-plus">
        +
      </button>
    </span>
  );
}
