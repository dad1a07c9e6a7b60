import { useEffect, useState } from 'react';
import { stepDown, stepUp, typedQuantity, type StepperBounds } from './stepper';

export type StepperProps = StepperBounds & { value: number; onChange: (value: number) => void; disabled?: boolean; testId?: string; label?: string };

/**
 * − [n] + on both apps with the spec's rules (stepper.ts): the typed text, taken on `commit()` (blur, Enter) or
 * reverted; `minus()` / `plus()` do nothing at the bounds.
 */
export function useStepper({ value, onChange, min, max }: Pick<StepperProps, 'value' | 'onChange' | 'min' | 'max'>) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const step = (next: number) => {
    if (next !== value) onChange(next);
  };
  return {
    text,
    setText,
    commit: () => {
      const next = typedQuantity(text, value, { min, max });
      setText(String(next));
      if (next !== value) onChange(next);
    },
    minus: () => step(stepDown(value, { min })),
    plus: () => step(stepUp(value, { max })),
  };
}
