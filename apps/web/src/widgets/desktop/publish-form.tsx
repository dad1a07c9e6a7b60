import { AutoComplete, Button, Cascader, Col, Form, Input, InputNumber, Radio, Row, Segmented, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { CLUE_TABS, CONDITIONS, GoodsType, PRICE_UNIT_SYMBOL, PriceUnit, PublishLimits, STOCK_TYPES } from '@mts/shared/constants';
import type { CategoryNode, ClueFormField, ClueFormInput } from '@mts/shared/schemas';
import { clueFieldErrors, serverFieldError, toClueBody, type ClueFormValues } from '@/features/clues/model/clue-form';
import { BrandSuggestInput, PartNumberInput } from '@/features/goods/components/desktop/suggest-inputs';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';
import { ApiError } from '@/lib/http';

type CascaderOption = { value: number; label: string; children?: CascaderOption[] };
const toOptions = (nodes: CategoryNode[]): CascaderOption[] =>
  nodes.map((n) => ({ value: n.id, label: n.name, children: n.children?.length ? toOptions(n.children) : undefined }));

const TYPE_OPTIONS = CLUE_TABS.map((t) => ({ value: t.goodsType as number, label: t.title }));
const UNIT_OPTIONS = [PriceUnit.Yuan, PriceUnit.Dollar].map((u) => ({ value: u as number, label: PRICE_UNIT_SYMBOL[u] }));
const PLACES = ['深圳', '香港'].map((p) => ({ value: p }));

/** The field's verdict from the shared schema (safeParse of the whole quote, issues mapped by path). */
const schemaRule =
  (field: ClueFormField): Rule =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const message = clueFieldErrors(getFieldsValue(true) as ClueFormValues)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

type Props = {
  initialValues: ClueFormValues;
  categories: CategoryNode[];
  submitText: string;
  onSubmit: (body: ClueFormInput) => Promise<unknown>;
  /** The server refused with 403: the caller is not real-name verified. */
  onNeedRealName: () => void;
  onCancel?: () => void;
};

/**
 * The trader's quote in two columns: what is traded (type, category, brand, part number, name), how much and at
 * what price, the trade terms (date code, condition, package, delivery, spot or forward), contact, pictures, remark.
 * Every field is checked by the shared zod schema; a server 400 lands under the field it names.
 */
export function PublishForm({ initialValues, categories, submitText, onSubmit, onNeedRealName, onCancel }: Props) {
  const [form] = Form.useForm<ClueFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const stockType = Form.useWatch('stockType', form) ?? initialValues.stockType;
  const isDemand = type === GoodsType.Demand;

  const item = (name: ClueFormField, label: string, extra?: { dependencies?: ClueFormField[]; required?: boolean }) => ({
    name,
    label,
    rules: [schemaRule(name)],
    dependencies: extra?.dependencies,
    required: extra?.required ?? true,
  });

  // antd has run every field's schema rule before onFinish; the whole quote is sent as the body
  const submit = async () => {
    const values = form.getFieldsValue(true) as ClueFormValues;
    setSubmitting(true);
    try {
      await onSubmit(toClueBody(values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 403) onNeedRealName();
      else if (error instanceof ApiError && error.code === 400) {
        const named = serverFieldError(error.message);
        if (named) {
          form.setFields([{ name: named.field, errors: [named.message] }]);
          form.scrollToField(named.field, { block: 'center' });
        }
      }
      // anything else was toasted by the http client
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ClueFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void submit()}
      scrollToFirstError
      className="pc-publish-form"
      data-testid="publish-form"
    >
      <Form.Item {...item('type', '信息类型')}>
        <Segmented options={TYPE_OPTIONS} data-testid="publish-type" />
      </Form.Item>

      <h3 className="pc-publish-section">商品</h3>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item {...item('categoryId', '分类')}>
            <Cascader options={toOptions(categories)} placeholder="请选择分类（到具体子类）" showSearch expandTrigger="hover" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('brand', '品牌')}>
            <BrandSuggestInput />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('goodsModel', '型号')}>
            <PartNumberInput
              onPick={(_model, brandName) => {
                if (brandName) form.setFieldsValue({ brand: brandName });
                void form.validateFields(['brand']).catch(() => {});
              }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('goodsName', '品名')}>
            <Input maxLength={60} placeholder="如 DDR4 8Gb x16 2666 颗粒" />
          </Form.Item>
        </Col>
      </Row>

      <h3 className="pc-publish-section">{isDemand ? '求购数量与目标价' : '数量与报价'}</h3>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item {...item('quantity', isDemand ? '求购数量 (片)' : '数量 (片)')}>
            <InputNumber min={1} max={PublishLimits.maxQuantity} precision={0} style={{ width: '100%' }} placeholder="如 10000" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('moq', '起订量 MOQ (片)', { dependencies: ['quantity'] })}>
            <InputNumber min={1} max={PublishLimits.maxQuantity} precision={0} style={{ width: '100%' }} placeholder="如 100" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label={isDemand ? '目标单价' : '单价'}
            required={!isDemand}
            extra={isDemand ? '不填为面议' : undefined}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="priceUnit" noStyle rules={[schemaRule('priceUnit')]}>
                <Select options={UNIT_OPTIONS} style={{ width: 72 }} aria-label="币种" />
              </Form.Item>
              <Form.Item name="priceMin" noStyle rules={[schemaRule('priceMin')]} dependencies={['type']}>
                <InputNumber
                  min={0.01}
                  max={PublishLimits.maxPriceCents / 100}
                  precision={2}
                  step={0.01}
                  style={{ width: '100%' }}
                  placeholder={isDemand ? '面议' : '如 13.20'}
                  aria-label="单价"
                  id="priceMin"
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col span={12}>
          {isDemand ? null : (
            <Form.Item {...item('taxIncluded', '含税')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: true, label: '含税' },
                  { value: false, label: '不含税' },
                ]}
              />
            </Form.Item>
          )}
        </Col>
      </Row>

      <h3 className="pc-publish-section">交易条件</h3>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item {...item('dateCode', '批号 (D/C)')}>
            <Input maxLength={8} placeholder="如 24+ 或 2336" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('condition', '成色')}>
            <Select placeholder="请选择成色" options={CONDITIONS.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('package', '封装', { required: false })}>
            <Input maxLength={30} placeholder="如 FBGA96、BGA153、TSOP48" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('deliveryPlace', '交货地')}>
            <AutoComplete options={PLACES} maxLength={20} placeholder="深圳、香港或其他" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('stockType', '现货/期货')}>
            <Radio.Group optionType="button" options={STOCK_TYPES.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {stockType === '期货' ? (
            <Form.Item {...item('leadTime', '交期', { dependencies: ['stockType'] })}>
              <Input maxLength={20} placeholder="如 2-3周" />
            </Form.Item>
          ) : null}
        </Col>
      </Row>

      <h3 className="pc-publish-section">联系人</h3>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item {...item('contactName', '联系人')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('contactMobile', '手机')}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>

      <Form.Item {...item('images', `图片（最多 ${PublishLimits.maxImages} 张，JPG/PNG/WebP，每张不超过 5MB）`, { required: false })}>
        <ImageUploader onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item {...item('remark', '备注', { required: false })}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="包装（tray/卷带/整箱）、发票、付款方式等" />
      </Form.Item>

      <div className="pc-publish-actions">
        <Button type="primary" size="large" htmlType="submit" loading={submitting} disabled={uploading} data-testid="publish-submit">
          {uploading ? '图片上传中…' : submitText}
        </Button>
        {onCancel ? (
          <Button size="large" onClick={onCancel}>
            取消
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
