import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { PRICE_UNIT_SYMBOL } from '@mts/shared/constants';
import type { PreOrderDetail, PreOrderEditBody } from '@mts/shared/schemas';
import { useCheckedForm } from '@/lib/use-checked-form';
import { editBodyOf, editErrorsOf, editValuesOf, type PreOrderEditField } from '../../model/pre-order-edit-form';

type Props = {
  order: PreOrderDetail;
  busy: boolean;
  onSubmit: (body: Partial<PreOrderEditBody> & { id: number }) => Promise<boolean>;
};

/** The negotiator's edit of a quote on the desktop (the same model as the phone): only changed fields go. */
export function PreOrderEditForm({ order, busy, onSubmit }: Props) {
  const form = useCheckedForm(() => editValuesOf(order), (v) => editErrorsOf(order, v));
  const { values, errors } = form;
  const set = (key: PreOrderEditField) => (e: { target: { value: string } }) => form.set(key, e.target.value);
  const item = (key: PreOrderEditField) => ({ validateStatus: errors[key] ? ('error' as const) : undefined, help: errors[key] });

  const submit = async () => {
    if (form.check() && (await onSubmit(editBodyOf(order, values)))) form.reset();
  };

  return (
    <section className="pc-card" data-testid="edit-form">
      <div className="pc-section-title">
        <h2>
          修改报价<small>只提交改动的项，每次修改都会记录（原值 → 新值）</small>
        </h2>
      </div>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="单价" required {...item('price')}>
              <Input prefix={PRICE_UNIT_SYMBOL[order.priceUnit] ?? '¥'} suffix="/片" value={values.price} onChange={set('price')} maxLength={12} data-testid="edit-price" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="数量" required {...item('quantity')}>
              <Input suffix="片" value={values.quantity} onChange={set('quantity')} maxLength={9} data-testid="edit-quantity" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="交货日期" required {...item('deliveryDate')}>
              <Input type="date" value={values.deliveryDate} onChange={set('deliveryDate')} data-testid="edit-deliveryDate" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="交货地" required {...item('deliveryPlace')}>
              <Input value={values.deliveryPlace} onChange={set('deliveryPlace')} maxLength={20} data-testid="edit-deliveryPlace" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="备注" {...item('remark')}>
              <Input value={values.remark} onChange={set('remark')} maxLength={500} data-testid="edit-remark" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="修改说明" {...item('note')}>
              <Input.TextArea rows={2} maxLength={200} placeholder="选填，如：与卖方协商后调价" value={values.note} onChange={set('note')} data-testid="edit-note" />
            </Form.Item>
          </Col>
        </Row>
        {errors.form ? <Alert type="warning" showIcon title={errors.form} data-testid="edit-form-error" style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" ghost size="large" loading={busy} onClick={() => void submit()} data-testid="edit-save">
          保存修改
        </Button>
      </Form>
    </section>
  );
}
