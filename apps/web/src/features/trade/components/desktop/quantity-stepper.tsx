import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { stepDown, stepUp, typedQuantity, type StepperBounds } from '../../model/stepper';

type Props = StepperBounds & { value: number; onChange: (value: number) => void; disabled?: boolean; testId?: string; label?: string };

/** − [n] + with the spec's stepper rules (model/stepper.ts); a typed value is taken on blur or Enter, else reverts. */
export function QuantityStepper({ value, onChange, min, max, disabled, testId, label = '数量' }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = typedQuantity(text, value, { min, max });
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const step = (next: number) => next !== value && onChange(next);
  return (
    <Space.Compact data-testid={testId}>
      <Button aria-label="减少" disabled={disabled} onClick={() => step(stepDown(value, { min }))} data-testid="stepper-minus">
        −
      </Button>
      <Input
        aria-label={label}
        style={{ width: 88, textAlign: 'center' }}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
      <Button aria-label="增加" disabled={disabled} onClick={() => step(stepUp(value, { max }))} data-testid="stepper-plus">
        +
      </Button>
    </Space.Compact>
  );
}
