import { Alert, Button, Form, Input, Radio, Result, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { CONDITIONS, GoodsType, PriceUnit } from '@mts/shared/constants';
import { brandedName, formatPieces, formatPrice } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { GoodsDetail } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { useGoodsDetail } from '@/features/goods/api/get-goods-detail';
import { GoodsPrice } from '@/features/goods/components/desktop/goods-price';
import { DeliveryFields, FieldItem } from '@/features/trade/components/desktop/delivery-fields';
import { QuantityStepper } from '@/features/trade/components/desktop/quantity-stepper';
import type { BuyMode } from '@/features/trade/model/buy-form';
import { useBuyForm } from '@/features/trade/model/buy-page';
import { OWN_GOODS_TEXT } from '@/features/trade/model/goods-actions';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import '@/features/trade/components/desktop/trade.css';

/** /pc/buy?goodsId=[&quantity=] (立即购买) and, on a 求购, /pc/buy?goodsId=&mode=quote (我要报价). */
export function BuyPage() {
  const [params] = useSearchParams();
  const goodsId = positiveInt(params.get('goodsId')) ?? 0;
  const navigate = useAppNavigate();
  const detail = useGoodsDetail(goodsId);
  const goods = detail.data;
  const mode: BuyMode = goods?.type === GoodsType.Demand ? 'quote' : 'buy';
  useDocumentTitle(mode === 'quote' ? '我要报价' : '立即购买');

  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }} data-testid="buy-page">
      <div className="pc-card" style={{ padding: 32, maxWidth: 880, margin: '0 auto' }}>
        {!goodsId || detail.isError ? (
          <Result status="404" title={Msg.goodsNotFound} extra={<Button onClick={() => navigate('/pc/clue')}>去看看供求信息</Button>} />
        ) : !goods ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <BuyForm key={goods.goodsId} goods={goods} mode={mode} askedQuantity={positiveInt(params.get('quantity')) ?? undefined} />
        )}
      </div>
    </div>
  );
}

function BuyForm({ goods, mode, askedQuantity }: { goods: GoodsDetail; mode: BuyMode; askedQuantity?: number }) {
  const { values, set, errors, bounds, own, amount, unit, refusal, pending, submit } = useBuyForm(goods, mode, askedQuantity, { prefix: '/pc' });

  return (
    <>
      <h1 style={{ marginTop: 0, fontSize: 22 }}>{mode === 'quote' ? '我要报价' : '立即购买'}</h1>
      <div className="pc-goods-summary" data-testid="buy-goods">
        <SafeImage src={goods.goodsImage} alt={goods.goodsModel} />
        <div>
          <h3>{goods.goodsModel}</h3>
          <p>{brandedName(goods.brandName, goods.goodsName)}</p>
          <p data-testid="buy-price">
            {mode === 'quote' ? '目标价 ' : '单价 '}
            <GoodsPrice item={{ ...goods, goodsType: undefined, type: undefined }} />
            {goods.priceMin !== null && ' / 片'}
          </p>
          <p>{mode === 'quote' ? `求购 ${formatPieces(goods.quantity)}` : `起订量 ${formatPieces(bounds.min)} · 可售 ${formatPieces(goods.quantity)}`}</p>
        </div>
      </div>
      {own ? (
        <Alert style={{ marginTop: 24 }} type="info" showIcon message={`${OWN_GOODS_TEXT}，不能${mode === 'quote' ? '报价' : '购买'}`} data-testid="own-goods" />
      ) : (
        <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} style={{ marginTop: 24 }}>
          {mode === 'quote' && (
            <>
              <FieldItem label="币种" error={errors.priceUnit} required>
                <Radio.Group value={values.priceUnit} onChange={(e) => set({ priceUnit: e.target.value as number })}>
                  <Radio.Button value={PriceUnit.Yuan}>人民币 ¥</Radio.Button>
                  <Radio.Button value={PriceUnit.Dollar}>美元 $</Radio.Button>
                </Radio.Group>
              </FieldItem>
              <FieldItem label="单价" error={errors.price} testId="field-price" required>
                <Input value={values.price} onChange={(e) => set({ price: e.target.value })} placeholder="每件单价，如 13.20" style={{ width: 220 }} />
              </FieldItem>
            </>
          )}
          <FieldItem label={mode === 'quote' ? '报价数量' : '购买数量'} error={errors.quantity} testId="field-quantity" required>
            <QuantityStepper value={values.quantity} min={bounds.min} max={bounds.max} onChange={(quantity) => set({ quantity })} testId="buy-stepper" />
            <span style={{ marginLeft: 12, color: 'var(--pc-text-3)' }}>{mode === 'buy' ? `起订 ${bounds.min}，最多 ${bounds.max}` : `最多 ${bounds.max}`}</span>
          </FieldItem>
          {mode === 'quote' && (
            <>
              <FieldItem label="批号" error={errors.dateCode} testId="field-dateCode" required>
                <Input value={values.dateCode} onChange={(e) => set({ dateCode: e.target.value })} placeholder="如 24+ 或 2336" maxLength={8} style={{ width: 220 }} />
              </FieldItem>
              <FieldItem label="成色" error={errors.condition} testId="field-condition" required>
                <Select
                  value={values.condition}
                  onChange={(condition: string) => set({ condition })}
                  placeholder="请选择成色"
                  options={CONDITIONS.map((c) => ({ label: c, value: c }))}
                  style={{ width: 220 }}
                />
              </FieldItem>
            </>
          )}
          <DeliveryFields values={values} errors={errors} onChange={set} />
          <Form.Item wrapperCol={{ offset: 4, span: 16 }}>
            <Alert type="info" showIcon message="提交后生成意向单（待确认），由负责该商品的谈判人核实后确认；卖家联系方式由平台居间，不直接公开。" />
            {refusal && <Alert style={{ marginTop: 12 }} type="error" showIcon message={refusal} data-testid="buy-refusal" />}
            <div style={{ display: 'flex', alignItems: 'center', gap: 24, marginTop: 20 }}>
              <span>
                合计：
                <strong className="pc-trade-price" style={{ fontSize: 20 }} data-testid="buy-amount">
                  {amount === null ? '面议' : formatPrice(amount, unit)}
                </strong>
              </span>
              <Button size="large" type="primary" danger={mode === 'buy'} loading={pending} onClick={submit} data-testid="buy-submit">
                {mode === 'quote' ? '提交报价' : '提交意向单'}
              </Button>
            </div>
          </Form.Item>
        </Form>
      )}
    </>
  );
}
