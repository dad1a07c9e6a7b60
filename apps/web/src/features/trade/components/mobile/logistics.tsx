import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import type { InspectionCentre, OrderDetail } from '@mts/shared/schemas';
import { toast } from '@/components/mobile/toast';
import { centreLines, DELIVERY_OPTIONS, logisticsTimeline } from '../../model/logistics';
import { CARRIERS } from '../../model/money-forms';
import { useDeliverForm, useDeliveryForm } from '../../model/use-logistics-forms';
import { Section } from './detail-parts';
import { Chips } from './form-row';
import styles from './logistics.module.css';

/** The inspection centres as choices (the ship dialog): name, address, contact and hours each. */
export function CentrePicker({ centres, value, onChange }: { centres: readonly InspectionCentre[]; value: number | null; onChange: (id: number) => void }) {
  return (
    <div className={styles.centres} role="radiogroup" aria-label="验货中心" data-testid="ship-centres">
      {centres.map((c) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          aria-checked={value === c.id}
          className={`${styles.centre} ${value === c.id ? styles.centreOn : ''}`}
          onClick={() => onChange(c.id)}
          data-testid="ship-centre"
        >
          <div className={styles.centreName}>{c.name}</div>
          {centreLines(c).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </button>
      ))}
    </div>
  );
}

/**
 * 物流进度 (phone): seller → centre, the inspection, centre → buyer, the receipt, from the order's logistics; with the
 * buyer's 收货方式 form while he may set it and the platform's 平台发货 form for the inspector or an operator.
 */
export function OrderLogistics({ detail }: { detail: OrderDetail }) {
  const steps = logisticsTimeline(detail);
  if (!steps) return null;
  return (
    <Section title="物流进度" testId="order-logistics">
      <ol className={styles.steps}>
        {steps.map((s) => (
          <li key={s.key} className={`${styles.step} ${styles[s.state]}`} data-testid={`logistics-${s.key}`} data-state={s.state}>
            <div className={styles.stepTitle}>
              {s.title}
              {s.time && <span className={styles.stepTime}>{s.time}</span>}
            </div>
            {s.lines.map((line) => (
              <div key={line} className={styles.stepLine}>
                {line}
              </div>
            ))}
          </li>
        ))}
      </ol>
      {detail.canSetDelivery && <DeliveryForm detail={detail} />}
      {detail.canDeliver && <DeliverForm detail={detail} />}
    </Section>
  );
}

/** 收货方式 (the buyer): 快递寄送 to an address, or 买家自提 at the centre; changeable until the platform ships. */
function DeliveryForm({ detail }: { detail: OrderDetail }) {
  const { values, errors, busy, set, submit } = useDeliveryForm(detail);
  const save = async () => {
    if (await submit()) toast('收货方式已保存');
  };
  return (
    <div className={styles.form} data-testid="delivery-form">
      <div className={styles.formTitle}>收货方式</div>
      <Chips options={DELIVERY_OPTIONS} value={values.method} onChange={(method) => set({ method })} testId="delivery-method" />
      <p className={styles.hint}>{values.method === 'express' ? '验货通过后，平台将货物从验货中心快递寄送到以下地址。' : '验货通过后，请凭收货人信息到验货中心自提。'}</p>
      <Input className={styles.field} placeholder={values.method === 'express' ? '收货人' : '提货人'} value={values.receiverName} onChange={(receiverName) => set({ receiverName })} maxLength={30} data-testid="delivery-name" />
      {errors.receiverName && <p className={styles.error}>{errors.receiverName}</p>}
      <Input className={styles.field} placeholder="手机号码" value={values.receiverPhone} onChange={(receiverPhone) => set({ receiverPhone })} maxLength={20} data-testid="delivery-phone" />
      {errors.receiverPhone && <p className={styles.error}>{errors.receiverPhone}</p>}
      {values.method === 'express' && (
        <>
          <TextArea className={styles.field} placeholder="收货地址（省市区、街道、门牌号）" value={values.address} onChange={(address) => set({ address })} maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="delivery-address" />
          {errors.address && <p className={styles.error}>{errors.address}</p>}
        </>
      )}
      <Button color="primary" shape="rounded" loading={busy} onClick={() => void save()} data-testid="delivery-submit">
        保存收货方式
      </Button>
    </div>
  );
}

/** 平台发货 (the inspector who passed it, or an operator): by the buyer's choice, with carrier and tracking number for 快递寄送. */
export function DeliverForm({ detail }: { detail: OrderDetail }) {
  const { plan, values, errors, busy, set, submit } = useDeliverForm(detail);
  const go = async () => {
    const msg = await submit();
    if (msg) toast(msg);
  };
  return (
    <div className={styles.form} data-testid="deliver-form">
      <div className={styles.formTitle}>平台发货</div>
      {!plan ? (
        <p className={styles.hint} data-testid="deliver-waiting">
          买方尚未选择收货方式（快递寄送或买家自提），选择后即可发货。
        </p>
      ) : (
        <>
          {plan.lines.map((line) => (
            <p key={line} className={styles.hint}>
              {line}
            </p>
          ))}
          {plan.method === 'express' && (
            <>
              <Chips options={CARRIERS.map((c) => ({ value: c as string, label: c }))} value={values.carrier} onChange={(carrier) => set({ carrier })} testId="deliver-carriers" />
              <Input className={styles.field} placeholder="物流公司" value={values.carrier} onChange={(carrier) => set({ carrier })} maxLength={30} data-testid="deliver-carrier" />
              {errors.carrier && <p className={styles.error}>{errors.carrier}</p>}
              <Input className={styles.field} placeholder="运单号" value={values.trackingNo} onChange={(trackingNo) => set({ trackingNo })} maxLength={40} data-testid="deliver-tracking" />
              {errors.trackingNo && <p className={styles.error}>{errors.trackingNo}</p>}
            </>
          )}
          <Button color="primary" shape="rounded" loading={busy} onClick={() => void go()} data-testid="deliver-submit">
            {plan.method === 'express' ? '确认发货' : '确认买家已自提'}
          </Button>
        </>
      )}
    </div>
  );
}
