import { Alert, Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { CONDITIONS, PRICE_UNIT_SYMBOL } from '@mts/shared/constants';
import { amountInWords, formatPrice } from '@mts/shared/format';
import { contractAmount, contractBodyOf, contractErrorsOf, contractPartiesPreview, contractValuesOf, type ContractField, type ContractFormProps } from '../../model/contract-form';
import { useCheckedForm } from '@/lib/use-checked-form';
import './staff.css';

/** The trade contract form on the desktop (the same model as the phone), prefilled from the intention order, with the amount preview. */
export function ContractForm({ order, followId, parties, busy, onSubmit }: ContractFormProps) {
  const { values, errors, set, check } = useCheckedForm(() => contractValuesOf(order), (v) => contractErrorsOf(followId, v));
  const text = (key: ContractField) => (e: { target: { value: string } }) => set(key, e.target.value);
  const item = (key: ContractField) => ({ validateStatus: errors[key] ? ('error' as const) : undefined, help: errors[key] });
  const amount = contractAmount(values);
  const preview = contractPartiesPreview(parties);

  const submit = () => {
    if (check()) onSubmit(contractBodyOf(followId, values));
  };

  return (
    <section className="pc-card" data-testid="contract-form">
      <div className="pc-section-title">
        <h2>
          合同条款<small>按意向单预填，可按双方最终约定修改</small>
        </h2>
      </div>
      <div className="pc-staff-parties" data-testid="contract-form-parties">
        <h3>
          签约主体<small>按认证信息自动带出，不可修改：已通过企业认证的为企业，否则为实名认证的个人</small>
        </h3>
        {preview.loading ? <span className="pc-staff-party-detail">正在读取签约主体…</span> : null}
        {preview.parties.map((p) => (
          <div key={p.key} className="pc-staff-party" data-testid={`contract-form-party-${p.key}`}>
            <span className="pc-staff-party-title">{p.title}</span>
            <b>{p.name}</b>
            {p.kindText ? <span className="pc-staff-party-kind">{p.kindText}</span> : null}
            {p.details.map((d) => (
              <span key={d.label} className="pc-staff-party-detail">
                {d.label}：{d.value}
              </span>
            ))}
          </div>
        ))}
        {preview.problem ? <Alert type="error" showIcon message={preview.problem} data-testid="contract-form-problem" /> : null}
      </div>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="数量" required {...item('quantity')}>
              <Input suffix="片" value={values.quantity} onChange={text('quantity')} maxLength={9} data-testid="contract-quantity" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="单价" required {...item('price')}>
              <Input prefix={PRICE_UNIT_SYMBOL[order.priceUnit] ?? '¥'} suffix="/片" value={values.price} onChange={text('price')} maxLength={12} data-testid="contract-price" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="批号" required {...item('dateCode')}>
              <Input placeholder="如 24+ 或 2336" value={values.dateCode} onChange={text('dateCode')} maxLength={8} data-testid="contract-dateCode" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="成色" required {...item('condition')}>
              <Select
                value={values.condition || undefined}
                placeholder="请选择成色"
                options={CONDITIONS.map((c) => ({ value: c, label: c }))}
                onChange={(c: string) => set('condition', c)}
                data-testid="contract-condition"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="发票" required {...item('taxIncluded')}>
              <Radio.Group value={values.taxIncluded} onChange={(e) => set('taxIncluded', e.target.value as boolean)} data-testid="contract-tax">
                <Radio.Button value={false}>不含税</Radio.Button>
                <Radio.Button value>含税</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="交货日期" required {...item('deliveryDate')}>
              <Input type="date" value={values.deliveryDate} onChange={text('deliveryDate')} data-testid="contract-deliveryDate" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="交货地" required {...item('deliveryPlace')}>
              <Input value={values.deliveryPlace} onChange={text('deliveryPlace')} maxLength={20} data-testid="contract-deliveryPlace" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="备注" {...item('remark')}>
              <Input value={values.remark} onChange={text('remark')} maxLength={500} placeholder="选填" data-testid="contract-remark" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="验货条款" required {...item('inspectionClause')}>
              <Input.TextArea rows={4} maxLength={1000} showCount value={values.inspectionClause} onChange={text('inspectionClause')} data-testid="contract-inspectionClause" />
            </Form.Item>
          </Col>
        </Row>
        <div className="pc-staff-preview">
          <span>合同总价（数量 × 单价）</span>
          <strong data-testid="contract-amount">{amount === null ? '—' : formatPrice(amount, order.priceUnit)}</strong>
        </div>
        {amount === null ? null : <p className="pc-staff-words" data-testid="contract-amount-words">大写：{amountInWords(amount, order.priceUnit)}</p>}
        <Button type="primary" size="large" loading={busy} disabled={preview.loading || preview.problem !== null} onClick={submit} data-testid="contract-submit">
          生成合同
        </Button>
      </Form>
    </section>
  );
}
