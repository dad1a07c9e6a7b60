import { App, Button, Card, Form, Input, Radio, Timeline } from 'antd';
import type { InspectionCentre, OrderDetail } from '@mts/shared/schemas';
import { centreLines, DELIVERY_OPTIONS, logisticsTimeline, type StepState } from '../../model/logistics';
import { useDeliverForm, useDeliveryForm } from '../../model/use-logistics-forms';
import { CarrierFields } from './carrier-fields';
import './logistics.css';

/** The inspection centres as choices (the ship dialog): name, address, contact and hours each. */
export function CentrePicker({ centres, value, onChange }: { centres: readonly InspectionCentre[]; value: number | null; onChange: (id: number) => void }) {
  return (
    <div className="pc-centres" role="radiogroup" aria-label="验货中心" data-testid="ship-centres">
      {centres.map((c) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          aria-checked={value === c.id}
          className={`pc-centre ${value === c.id ? 'pc-centre-on' : ''}`}
          onClick={() => onChange(c.id)}
          data-testid="ship-centre"
        >
          <div className="pc-centre-name">{c.name}</div>
          {centreLines(c).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </button>
      ))}
    </div>
  );
}

const DOT: Record<StepState, string> = { done: 'green', current: 'blue', todo: 'gray', failed: 'red' };

/**
 * 物流进度 (desktop): seller → centre, the inspection, centre → buyer, the receipt, from the order's logistics; with
 * the buyer's 收货方式 form while he may set it and the platform's 平台发货 form for the inspector or an operator.
 */
export function OrderLogistics({ detail }: { detail: OrderDetail }) {
  const steps = logisticsTimeline(detail);
  if (!steps) return null;
  return (
    <Card title="物流进度" className="mts-contract-no-print" data-testid="order-logistics">
      <Timeline
        items={steps.map((s) => ({
          key: s.key,
          color: DOT[s.state],
          children: (
            <div data-testid={`logistics-${s.key}`} data-state={s.state}>
              <div className={s.state === 'todo' ? 'pc-logistics-todo' : undefined}>
                <b>{s.title}</b>
                {s.time && <span className="pc-logistics-time">{s.time}</span>}
              </div>
              {s.lines.map((line) => (
                <div key={line} className="pc-logistics-line">
                  {line}
                </div>
              ))}
            </div>
          ),
        }))}
      />
      {detail.canSetDelivery && <DeliveryForm detail={detail} />}
      {detail.canDeliver && <DeliverForm detail={detail} />}
    </Card>
  );
}

/** 收货方式 (the buyer): 快递寄送 to an address, or 买家自提 at the centre; changeable until the platform ships. */
function DeliveryForm({ detail }: { detail: OrderDetail }) {
  const { message } = App.useApp();
  const { values, errors, busy, set, submit } = useDeliveryForm(detail);
  const save = async () => {
    if (await submit()) void message.success('收货方式已保存');
  };
  const item = (field: keyof typeof errors) => ({ validateStatus: errors[field] ? ('error' as const) : undefined, help: errors[field] });
  return (
    <div className="pc-logistics-form" data-testid="delivery-form">
      <Form layout="vertical">
        <Form.Item label="收货方式" required>
          <Radio.Group optionType="button" options={DELIVERY_OPTIONS} value={values.method} onChange={(e) => set({ method: e.target.value })} data-testid="delivery-method" />
          <p className="pc-logistics-hint" style={{ marginTop: 8 }}>
            {values.method === 'express' ? '验货通过后，平台将货物从验货中心快递寄送到以下地址。' : '验货通过后，请凭收货人信息到验货中心自提。'}
          </p>
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
          <Form.Item label={values.method === 'express' ? '收货人' : '提货人'} required {...item('receiverName')} style={{ flex: '1 1 200px' }}>
            <Input value={values.receiverName} onChange={(e) => set({ receiverName: e.target.value })} maxLength={30} data-testid="delivery-name" />
          </Form.Item>
          <Form.Item label="手机号码" required {...item('receiverPhone')} style={{ flex: '1 1 200px' }}>
            <Input value={values.receiverPhone} onChange={(e) => set({ receiverPhone: e.target.value })} maxLength={20} data-testid="delivery-phone" />
          </Form.Item>
        </div>
        {values.method === 'express' && (
          <Form.Item label="收货地址" required {...item('address')}>
            <Input.TextArea value={values.address} onChange={(e) => set({ address: e.target.value })} maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} placeholder="省市区、街道、门牌号" data-testid="delivery-address" />
          </Form.Item>
        )}
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid="delivery-submit">
          保存收货方式
        </Button>
      </Form>
    </div>
  );
}

/** 平台发货 (the inspector who passed it, or an operator): by the buyer's choice, with carrier and tracking number for 快递寄送. */
export function DeliverForm({ detail }: { detail: OrderDetail }) {
  const { message } = App.useApp();
  const { plan, values, errors, busy, set, submit } = useDeliverForm(detail);
  const go = async () => {
    const msg = await submit();
    if (msg) void message.success(msg);
  };
  return (
    <div className="pc-logistics-form" data-testid="deliver-form">
      <h4 style={{ margin: '0 0 8px' }}>平台发货</h4>
      {!plan ? (
        <p className="pc-logistics-hint" data-testid="deliver-waiting">
          买方尚未选择收货方式（快递寄送或买家自提），选择后即可发货。
        </p>
      ) : (
        <Form layout="vertical">
          {plan.lines.map((line) => (
            <p key={line} className="pc-logistics-hint">
              {line}
            </p>
          ))}
          {plan.method === 'express' && (
            <>
              <CarrierFields values={values} errors={errors} set={set} testId="deliver" />
            </>
          )}
          <Button type="primary" loading={busy} onClick={() => void go()} data-testid="deliver-submit">
            {plan.method === 'express' ? '确认发货' : '确认买家已自提'}
          </Button>
        </Form>
      )}
    </div>
  );
}
