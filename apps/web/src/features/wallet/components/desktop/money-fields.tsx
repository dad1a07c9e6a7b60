import { Form, Radio } from 'antd';
import { CURRENCIES, type Currency } from '../../model/accounts';

/** 币种: ¥ 人民币 or $ 美元. */
export function CurrencyField({ value, onChange, error, testId }: { value: Currency; onChange: (c: Currency) => void; error?: string; testId: string }) {
  return (
    <Form.Item label="币种" validateStatus={error ? 'error' : undefined} help={error}>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as Currency)}
        optionType="button"
        buttonStyle="solid"
        options={CURRENCIES.map((c) => ({ value: c.priceUnit, label: `${c.symbol} ${c.name}` }))}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A field's status and message from the model's errors. */
export const fieldStatus = (error: string | undefined) => ({ validateStatus: error ? ('error' as const) : undefined, help: error });
