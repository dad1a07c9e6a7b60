import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { CONDITIONS, PRICE_UNIT_SYMBOL } from '@mts/shared/constants';
import { amountInWords, formatPrice } from '@mts/shared/format';
import { contractAmount, contractBodyOf, contractErrorsOf, contractPartiesPreview, contractValuesOf, type ContractFormProps } from '../../model/contract-form';
import { useCheckedForm } from '@/lib/use-checked-form';
import { Chips, FormRow } from './form-row';
import styles from './staff.module.css';

/**
 * The trade contract form of the buyer-side business follower, prefilled from the intention order: quantity, unit
 * price (in the order's currency), date code, condition, tax, delivery, the inspection clause and a remark; the
 * amount previews as he types. Checked with the shared schema (generateContractBody) before it goes.
 */
export function ContractForm({ order, followId, parties, busy, onSubmit }: ContractFormProps) {
  const { values, errors, set, check } = useCheckedForm(() => contractValuesOf(order), (v) => contractErrorsOf(followId, v));
  const amount = contractAmount(values);
  const preview = contractPartiesPreview(parties);
  const symbol = PRICE_UNIT_SYMBOL[order.priceUnit] ?? '¥';

  const submit = () => {
    if (check()) onSubmit(contractBodyOf(followId, values));
  };

  return (
    <>
      <div className={styles.parties} data-testid="contract-form-parties">
        <div className={styles.partiesHead}>签约主体（按认证信息带出，不可修改）</div>
        {preview.loading ? <div className={styles.partyDetail}>正在读取签约主体…</div> : null}
        {preview.parties.map((p) => (
          <div key={p.key} className={styles.party} data-testid={`contract-form-party-${p.key}`}>
            <span className={styles.partyTitle}>{p.title}</span>
            <b>{p.name}</b>
            {p.kindText ? <span className={styles.partyKind}>{p.kindText}</span> : null}
            {p.details.map((d) => (
              <span key={d.label} className={styles.partyDetail}>
                {d.label}：{d.value}
              </span>
            ))}
          </div>
        ))}
        {preview.problem ? (
          <div className={styles.partyProblem} role="alert" data-testid="contract-form-problem">
            {preview.problem}
          </div>
        ) : null}
      </div>
      <div className={styles.form} data-testid="contract-form">
        <FormRow label="数量" required field="quantity" error={errors.quantity}>
          <Input className={styles.input} inputMode="numeric" value={values.quantity} onChange={(v) => set('quantity', v.replace(/\D/g, ''))} maxLength={9} data-testid="contract-quantity" />
          <span className={styles.currency}>片</span>
        </FormRow>
        <FormRow label="单价" required field="price" error={errors.price}>
          <span className={styles.currency}>{symbol}</span>
          <Input className={styles.input} inputMode="decimal" value={values.price} onChange={(v) => set('price', v.replace(/[^\d.]/g, ''))} maxLength={12} data-testid="contract-price" />
          <span className={styles.currency}>/片</span>
        </FormRow>
        <FormRow label="批号" required field="dateCode" error={errors.dateCode}>
          <Input className={styles.input} placeholder="如 24+ 或 2336" value={values.dateCode} onChange={(v) => set('dateCode', v.replace(/[^\d+]/g, ''))} maxLength={8} data-testid="contract-dateCode" />
        </FormRow>
        <FormRow label="成色" required field="condition" error={errors.condition}>
          <Chips options={CONDITIONS.map((c) => ({ value: c as string, label: c }))} value={values.condition} onChange={(c) => set('condition', c)} testId="contract-condition" />
        </FormRow>
        <FormRow label="发票" required field="taxIncluded" error={errors.taxIncluded}>
          <Chips
            options={[
              { value: false, label: '不含税' },
              { value: true, label: '含税' },
            ]}
            value={values.taxIncluded}
            onChange={(t) => set('taxIncluded', t)}
            testId="contract-tax"
          />
        </FormRow>
        <FormRow label="交货地" required field="deliveryPlace" error={errors.deliveryPlace}>
          <Input className={styles.input} value={values.deliveryPlace} onChange={(v) => set('deliveryPlace', v)} maxLength={20} data-testid="contract-deliveryPlace" />
        </FormRow>
        <FormRow label="交货日期" required field="deliveryDate" error={errors.deliveryDate}>
          <Input className={styles.input} type="date" value={values.deliveryDate} onChange={(v) => set('deliveryDate', v)} data-testid="contract-deliveryDate" />
        </FormRow>
      </div>
      <div className={styles.form}>
        <FormRow label="验货条款" required field="inspectionClause" error={errors.inspectionClause}>
          <span />
        </FormRow>
        <TextArea
          className={styles.clause}
          value={values.inspectionClause}
          onChange={(v) => set('inspectionClause', v)}
          maxLength={1000}
          autoSize={{ minRows: 3, maxRows: 8 }}
          showCount
          data-testid="contract-inspectionClause"
        />
        <FormRow label="备注" field="remark" error={errors.remark}>
          <TextArea className={styles.input} placeholder="选填" value={values.remark} onChange={(v) => set('remark', v)} maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="contract-remark" />
        </FormRow>
      </div>
      <div className={styles.preview}>
        <span>合同总价（数量 × 单价）</span>
        <span className={styles.previewAmount} data-testid="contract-amount">
          {amount === null ? '—' : formatPrice(amount, order.priceUnit)}
        </span>
      </div>
      {amount === null ? null : (
        <div className={styles.partyDetail} data-testid="contract-amount-words">
          大写：{amountInWords(amount, order.priceUnit)}
        </div>
      )}
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" size="large" loading={busy} disabled={preview.loading || preview.problem !== null} onClick={submit} data-testid="contract-submit">
          生成合同
        </Button>
      </div>
    </>
  );
}
