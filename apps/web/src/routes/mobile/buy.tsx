import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Selector from 'antd-mobile/es/components/selector';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useSearchParams } from 'react-router';
import { CONDITIONS, GoodsType, PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { GoodsDetail } from '@mts/shared/schemas';
import { useGoodsDetail } from '@/features/goods/api/get-goods-detail';
import { DeliveryFields, FieldItem } from '@/features/trade/components/mobile/delivery-fields';
import { GoodsSummary } from '@/features/trade/components/mobile/goods-summary';
import { QuantityStepper } from '@/features/trade/components/mobile/quantity-stepper';
import type { BuyMode } from '@/features/trade/model/buy-form';
import { useBuyForm } from '@/features/trade/model/buy-page';
import { OWN_GOODS_TEXT } from '@/features/trade/model/goods-actions';
import { useBack } from '@/components/mobile/navigation';
import sub from './sub-page.module.css';
import styles from './trade-buy.module.css';

const UNIT_OPTIONS = [
  { label: '人民币 ¥', value: PriceUnit.Yuan },
  { label: '美元 $', value: PriceUnit.Dollar },
];

/**
 * /buy?goodsId= (立即购买 → POST /preOrder/create) and, on a 求购, the quote /buy?goodsId=&mode=quote (我要报价 →
 * POST /preOrder/quote). The goods' type decides the form; either ends on /preOrderSuccess.
 */
export function Component() {
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId')) || 0;
  const back = useBack();
  const detail = useGoodsDetail(goodsId);
  const goods = detail.data;
  const mode: BuyMode = goods?.type === GoodsType.Demand ? 'quote' : 'buy';

  return (
    <div className={`${sub.page} ${styles.withBar}`} data-testid="buy-page">
      <NavBar className={sub.nav} onBack={back}>
        {mode === 'quote' ? '我要报价' : '立即购买'}
      </NavBar>
      {!goodsId || detail.isError ? (
        <div className={sub.state} data-testid="buy-missing">
          <p className={sub.stateTitle}>{Msg.goodsNotFound}</p>
          <p className={sub.stateText}>该商品可能已下架，看看其他货源吧</p>
        </div>
      ) : !goods ? (
        <div className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : (
        <BuyForm key={goods.goodsId} goods={goods} mode={mode} askedQuantity={Number(params.get('quantity')) || undefined} />
      )}
    </div>
  );
}

function BuyForm({ goods, mode, askedQuantity }: { goods: GoodsDetail; mode: BuyMode; askedQuantity?: number }) {
  const { values, set, errors, bounds, own, amount, unit, refusal, pending, submit } = useBuyForm(goods, mode, askedQuantity, { prefix: '' });

  return (
    <>
      <div className={styles.card}>
        <GoodsSummary goods={goods} demand={mode === 'quote'} />
      </div>
      {own ? (
        <p className={styles.refusal} data-testid="own-goods">{OWN_GOODS_TEXT}，不能{mode === 'quote' ? '报价' : '购买'}</p>
      ) : (
        <>
          <List className={styles.form} header={mode === 'quote' ? '报价信息' : '购买信息'}>
            {mode === 'quote' && (
              <>
                <FieldItem label="币种" error={errors.priceUnit}>
                  <Selector columns={2} options={UNIT_OPTIONS} value={[values.priceUnit]} onChange={(v) => v[0] !== undefined && set({ priceUnit: v[0] })} />
                </FieldItem>
                <FieldItem label="单价" error={errors.price} testId="field-price">
                  <Input value={values.price} onChange={(v) => set({ price: v })} placeholder="每件单价，如 13.20" inputMode="decimal" clearable />
                </FieldItem>
              </>
            )}
            <FieldItem label={mode === 'quote' ? '报价数量' : '购买数量'} error={errors.quantity} testId="field-quantity">
              <div className={styles.field}>
                <span className={sub.stateText}>
                  {mode === 'buy' ? `起订 ${bounds.min}，最多 ${bounds.max}` : `最多 ${bounds.max}`}
                </span>
                <QuantityStepper value={values.quantity} min={bounds.min} max={bounds.max} onChange={(quantity) => set({ quantity })} testId="buy-stepper" />
              </div>
            </FieldItem>
            {mode === 'quote' && (
              <>
                <FieldItem label="批号" error={errors.dateCode} testId="field-dateCode">
                  <Input value={values.dateCode} onChange={(v) => set({ dateCode: v })} placeholder="如 24+ 或 2336" maxLength={8} clearable />
                </FieldItem>
                <FieldItem label="成色" error={errors.condition} testId="field-condition">
                  <Selector
                    columns={4}
                    options={CONDITIONS.map((c) => ({ label: c, value: c }))}
                    value={values.condition ? [values.condition] : []}
                    onChange={(v) => set({ condition: v[0] })}
                  />
                </FieldItem>
              </>
            )}
            <DeliveryFields values={values} errors={errors} onChange={set} />
          </List>
          <p className={styles.note}>提交后生成意向单（待确认），由负责该商品的谈判人核实后确认；卖家联系方式由平台居间，不直接公开。</p>
          {refusal && <p className={styles.refusal} data-testid="buy-refusal">{refusal}</p>}
          <div className={styles.submitBar}>
            <div className={styles.total}>
              合计：<strong data-testid="buy-amount">{amount === null ? '面议' : formatPrice(amount, unit)}</strong>
            </div>
            <Button className={styles.barButton} color={mode === 'quote' ? 'warning' : 'danger'} shape="rounded" loading={pending} onClick={submit} data-testid="buy-submit">
              {mode === 'quote' ? '提交报价' : '提交意向单'}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
