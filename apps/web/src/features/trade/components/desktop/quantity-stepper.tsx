import { Button, Input, Space } from 'antd';
import { useStepper, type StepperProps } from '../../model/use-stepper';

/** − [n] + with the spec's stepper rules (model/stepper.ts); a typed value is taken on blur or Enter, else reverts. */
export function QuantityStepper({ value, onChange, min, max, disabled, testId, label = '数量' }: StepperProps) {
  const { text, setText, commit, minus, plus } = useStepper({ value, onChange, min, max });
  return (
    <Space.Compact data-testid={testId}>
      <Button aria-label="减少" disabled={disabled} onClick={minus} data-testid="stepper-minus">
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
      <Button aria-label="增加" disabled={disabled} onClick={plus} data-testid="stepper-plus">
        +
      </Button>
    </Space.Compact>
  );
}
