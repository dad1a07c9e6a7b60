import { Form, Input, Space, Tag } from 'antd';
import { CARRIERS } from '../../model/money-forms';

type Props = {
  values: { carrier: string; trackingNo: string };
  errors: { carrier?: string; trackingNo?: string };
  set: (patch: { carrier?: string; trackingNo?: string }) => void;
  /** The test ids' prefix: ship (the seller's leg) or deliver (the platform's). */
  testId: 'ship' | 'deliver';
};

/** 物流公司 (a chip per common carrier, or typed) and 运单号: the seller's ship dialog and the platform's 平台发货 form. */
export function CarrierFields({ values, errors, set, testId }: Props) {
  return (
    <>
      <Form.Item label="物流公司" required validateStatus={errors.carrier ? 'error' : undefined} help={errors.carrier}>
        <Space size={[6, 6]} wrap style={{ marginBottom: 8 }}>
          {CARRIERS.map((c) => (
            <Tag.CheckableTag key={c} checked={values.carrier === c} onChange={() => set({ carrier: c })}>
              {c}
            </Tag.CheckableTag>
          ))}
        </Space>
        <Input value={values.carrier} onChange={(e) => set({ carrier: e.target.value })} maxLength={30} placeholder="物流公司" data-testid={`${testId}-carrier`} />
      </Form.Item>
      <Form.Item label="运单号" required validateStatus={errors.trackingNo ? 'error' : undefined} help={errors.trackingNo}>
        <Input value={values.trackingNo} onChange={(e) => set({ trackingNo: e.target.value })} maxLength={40} placeholder="4–40 位字母或数字" data-testid={`${testId}-tracking`} />
      </Form.Item>
    </>
  );
}
