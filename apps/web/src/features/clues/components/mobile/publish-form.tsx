import { useMemo, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQuery } from '@tanstack/react-query';
import { CONDITIONS, GoodsType, PublishLimits, STOCK_TYPES } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import type { CategoryNode, ClueForm, ClueFormField, SuggestResult, UploadResult } from '@mts/shared/schemas';
import { IMAGE_PICK } from '@/components/mobile/image-pick';
import { toast } from '@/components/mobile/toast';
import { useDebounced } from '@/lib/use-debounced';
import { clueKeys } from '../../api/keys';
import { serverFieldError, validateText, type ClueTextValues, type FieldErrors } from '../../model/clue-form';
import { ChipRow, type ChipRowProps } from '@/components/mobile/chip-row';
import styles from './publish-form.module.css';

const SUGGEST_DELAY_MS = 250;
const DELIVERY_PLACES = ['深圳', '香港'] as const;

type CascadeOption = { label: string; value: string; children?: CascadeOption[] };
const toOptions = (nodes: readonly CategoryNode[]): CascadeOption[] =>
  nodes.map((n) => ({ label: n.name, value: String(n.id), ...(n.children.length ? { children: toOptions(n.children) } : {}) }));

/** Names from the top category down to `id`, or [] when it is not in the tree. */
function categoryPath(nodes: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = categoryPath(n.children, id);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** A row of single-choice chips (type, unit, tax, condition, stock) in the publish form's look. */
const Chips = <T extends string | number>(props: Omit<ChipRowProps<T>, 'classes'>) => <ChipRow {...props} classes={styles} />;

type RowProps = { label: string; required?: boolean; error?: string; field: string; children: ReactNode; tall?: boolean; extra?: ReactNode };

function Row({ label, required, error, field, children, tall, extra }: RowProps) {
  return (
    <div className={styles.row} data-field={field}>
      <div className={`${styles.line} ${tall ? styles.lineTall : ''}`}>
        <span className={styles.label}>
          {required && <i className={styles.required}>*</i>}
          {label}
        </span>
        <div className={styles.control}>{children}</div>
      </div>
      {extra}
      {error && (
        <p className={styles.error} role="alert" data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </div>
  );
}

type SuggestionsProps = { items: { key: string; text: string; sub?: string }[]; onPick: (key: string) => void; testId: string };

function Suggestions({ items, onPick, testId }: SuggestionsProps) {
  if (items.length === 0) return null;
  return (
    // mousedown would blur the input and hide the list before the click lands
    <ul className={styles.suggestions} data-testid={testId} onMouseDown={(e) => e.preventDefault()}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className={styles.suggestion} onClick={() => onPick(item.key)}>
            <span>{item.text}</span>
            {item.sub && <span className={styles.suggestionSub}>{item.sub}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

export type PublishFormProps = {
  initial: ClueTextValues;
  categories: readonly CategoryNode[];
  /** GET /goods/suggest: part numbers and brands for what is typed. */
  suggest: (keyword: string) => Promise<SuggestResult>;
  /** POST /upload/image. */
  upload: (file: File) => Promise<UploadResult>;
  /** Sends the checked body; rejects with the client's ApiError (code, message) when the server refuses. */
  onSubmit: (body: ClueForm) => Promise<void>;
  submitText?: string;
};

/**
 * The trader's quote (发布货源 / 发布求购): every field checked with the shared clueForm schema on submit,
 * each message under its field; a server 400 naming a field is shown the same way.
 */
export function PublishForm({ initial, categories, suggest, upload, onSubmit, submitText = '立即发布' }: PublishFormProps) {
  const [values, setValues] = useState<ClueTextValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [focused, setFocused] = useState<'brand' | 'goodsModel' | null>(null);

  const set = <K extends keyof ClueTextValues>(key: K, value: ClueTextValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = (key === 'price' ? 'priceMin' : key) as ClueFormField;
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const supply = values.type === GoodsType.Supply;
  const typed = focused ? values[focused].trim() : '';
  const keyword = useDebounced(typed, SUGGEST_DELAY_MS).slice(0, 40);
  const suggestions = useQuery({
    queryKey: clueKeys.suggest(keyword),
    queryFn: () => suggest(keyword),
    enabled: keyword.length > 0,
    staleTime: 60_000,
  });
  const showSuggest = focused !== null && typed.length > 0 && keyword.length > 0;
  const modelItems =
    showSuggest && focused === 'goodsModel'
      ? (suggestions.data?.models ?? [])
          .filter((m) => m.goodsModel !== values.goodsModel)
          .map((m) => ({ key: `${m.goodsModel}\u0000${m.brandName}`, text: m.goodsModel, sub: m.brandName }))
      : [];
  const brandItems =
    showSuggest && focused === 'brand'
      ? (suggestions.data?.brands ?? []).filter((b) => b.name !== values.brand).map((b) => ({ key: b.name, text: b.name, sub: b.nameEn }))
      : [];

  const options = useMemo(() => toOptions(categories), [categories]);
  const path = values.categoryId ? categoryPath(categories, values.categoryId) : [];

  const images: ImageUploadItem[] = values.images.map((i) => ({ key: i.url, url: i.url, thumbnailUrl: i.thumbnailUrl }));

  const submit = async () => {
    const checked = validateText(values, categories);
    setErrors(checked.errors);
    if (!checked.body) {
      const first = Object.keys(checked.errors)[0];
      document.querySelector(`[data-field="${first}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(checked.body);
    } catch (error) {
      const e = error as { code?: number; message?: string };
      if (e.code === 400 && e.message) {
        const named = serverFieldError(e.message);
        if (named) setErrors((old) => ({ ...old, [named.field]: named.message }));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="publish-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.typeBar}>
        <Chips
          label="信息类型"
          testId="publish-type"
          options={[
            { value: GoodsType.Supply, label: '发布货源' },
            { value: GoodsType.Demand, label: '发布求购' },
          ]}
          value={values.type}
          onChange={(t) => set('type', t)}
        />
      </div>

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>商品</h2>
        <Row label="分类" required field="categoryId" error={errors.categoryId}>
          <button type="button" className={`${styles.pick} ${path.length ? '' : styles.placeholder}`} onClick={() => setPickerOpen(true)} data-testid="publish-category">
            {path.length ? path.map((n) => n.name).join(' / ') : '请选择分类'}
            <span className={styles.arrow} aria-hidden>
              ›
            </span>
          </button>
          <CascadePicker
            title="选择分类"
            options={options}
            visible={pickerOpen}
            value={path.map((n) => String(n.id))}
            onClose={() => setPickerOpen(false)}
            onConfirm={(picked) => {
              const last = [...picked].reverse().find((v) => v !== null && v !== undefined);
              if (last) set('categoryId', Number(last));
            }}
          />
        </Row>
        <Row label="型号" required field="goodsModel" error={errors.goodsModel} extra={<Suggestions items={modelItems} testId="model-suggestions" onPick={(key) => {
          const [model, brand] = key.split('\u0000');
          set('goodsModel', model!);
          if (brand) set('brand', brand);
          setFocused(null);
        }} />}>
          <Input
            className={styles.input}
            placeholder="如 K4A8G165WC-BCTD"
            value={values.goodsModel}
            onChange={(v) => set('goodsModel', v.toUpperCase())}
            onFocus={() => setFocused('goodsModel')}
            onBlur={() => setFocused((f) => (f === 'goodsModel' ? null : f))}
            maxLength={40}
            autoComplete="off"
            clearable
            data-testid="publish-goodsModel"
          />
        </Row>
        <Row label="品牌" required field="brand" error={errors.brand} extra={<Suggestions items={brandItems} testId="brand-suggestions" onPick={(name) => {
          set('brand', name);
          setFocused(null);
        }} />}>
          <Input
            className={styles.input}
            placeholder="如 三星 / Samsung"
            value={values.brand}
            onChange={(v) => set('brand', v)}
            onFocus={() => setFocused('brand')}
            onBlur={() => setFocused((f) => (f === 'brand' ? null : f))}
            maxLength={32}
            autoComplete="off"
            clearable
            data-testid="publish-brand"
          />
        </Row>
        <Row label="品名" required field="goodsName" error={errors.goodsName}>
          <Input className={styles.input} placeholder="如 DDR4 8Gb 颗粒" value={values.goodsName} onChange={(v) => set('goodsName', v)} maxLength={60} clearable data-testid="publish-goodsName" />
        </Row>
      </section>

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>数量与价格</h2>
        <Row label="数量" required field="quantity" error={errors.quantity}>
          <Input className={styles.input} placeholder="请输入数量" inputMode="numeric" value={values.quantity} onChange={(v) => set('quantity', v.replace(/\D/g, ''))} maxLength={9} data-testid="publish-quantity" />
          <span className={styles.unit}>pcs</span>
        </Row>
        <Row label="起订量" required field="moq" error={errors.moq}>
          <Input className={styles.input} placeholder="最小起订量" inputMode="numeric" value={values.moq} onChange={(v) => set('moq', v.replace(/\D/g, ''))} maxLength={9} data-testid="publish-moq" />
          <span className={styles.unit}>pcs</span>
        </Row>
        <Row label="币种" required field="priceUnit" error={errors.priceUnit}>
          <Chips
            label="币种"
            testId="publish-priceUnit"
            options={[
              { value: 0, label: '¥ 人民币' },
              { value: 10, label: '$ 美元' },
            ]}
            value={values.priceUnit}
            onChange={(u) => set('priceUnit', u)}
          />
        </Row>
        <Row label={supply ? '单价' : '目标价'} required={supply} field="priceMin" error={errors.priceMin}>
          <span className={styles.currency}>{values.priceUnit === 10 ? '$' : '¥'}</span>
          <Input
            className={styles.input}
            placeholder={supply ? '每 pcs 单价，最多两位小数' : '选填，不填为面议'}
            inputMode="decimal"
            value={values.price}
            onChange={(v) => set('price', v.replace(/[^\d.]/g, ''))}
            maxLength={12}
            data-testid="publish-price"
          />
        </Row>
        {supply && (
          <Row label="含税" field="taxIncluded" error={errors.taxIncluded}>
            <Chips
              label="是否含税"
              testId="publish-tax"
              options={[
                { value: 'no', label: '不含税' },
                { value: 'yes', label: '含税' },
              ]}
              value={values.taxIncluded ? 'yes' : 'no'}
              onChange={(t) => set('taxIncluded', t === 'yes')}
            />
          </Row>
        )}
      </section>

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>规格与交货</h2>
        <Row label="批号" required field="dateCode" error={errors.dateCode}>
          <Input className={styles.input} placeholder="如 24+ 或 2336" value={values.dateCode} onChange={(v) => set('dateCode', v.replace(/[^\d+]/g, ''))} maxLength={4} data-testid="publish-dateCode" />
        </Row>
        <Row label="成色" required field="condition" error={errors.condition} tall>
          <Chips label="成色" testId="publish-condition" options={CONDITIONS.map((c) => ({ value: c, label: c }))} value={values.condition || null} onChange={(c) => set('condition', c)} />
        </Row>
        <Row label="封装" field="package" error={errors.package}>
          <Input className={styles.input} placeholder="选填，如 FBGA-96" value={values.package} onChange={(v) => set('package', v)} maxLength={30} data-testid="publish-package" />
        </Row>
        <Row
          label="交货地"
          required
          field="deliveryPlace"
          error={errors.deliveryPlace}
          extra={
            <div className={styles.quick}>
              {DELIVERY_PLACES.map((place) => (
                <button key={place} type="button" className={`${styles.quickItem} ${values.deliveryPlace === place ? styles.chipOn : ''}`} onClick={() => set('deliveryPlace', place)}>
                  {place}
                </button>
              ))}
            </div>
          }
        >
          <Input className={styles.input} placeholder="如 深圳、香港" value={values.deliveryPlace} onChange={(v) => set('deliveryPlace', v)} maxLength={20} data-testid="publish-deliveryPlace" />
        </Row>
        <Row label="库存" required field="stockType" error={errors.stockType}>
          <Chips label="现货或期货" testId="publish-stockType" options={STOCK_TYPES.map((s) => ({ value: s, label: s }))} value={values.stockType} onChange={(s) => set('stockType', s)} />
        </Row>
        {values.stockType === '期货' && (
          <Row label="交期" required field="leadTime" error={errors.leadTime}>
            <Input className={styles.input} placeholder="如 2-3周" value={values.leadTime} onChange={(v) => set('leadTime', v)} maxLength={20} data-testid="publish-leadTime" />
          </Row>
        )}
      </section>

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>联系人</h2>
        <Row label="联系人" required field="contactName" error={errors.contactName}>
          <Input className={styles.input} placeholder="请输入联系人" value={values.contactName} onChange={(v) => set('contactName', v)} maxLength={20} clearable data-testid="publish-contactName" />
        </Row>
        <Row label="手机号" required field="contactMobile" error={errors.contactMobile}>
          <Input className={styles.input} placeholder="请输入手机号" type="tel" value={values.contactMobile} onChange={(v) => set('contactMobile', v.replace(/\D/g, ''))} maxLength={11} clearable data-testid="publish-contactMobile" />
        </Row>
      </section>

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>
          图片与备注<span className={styles.groupHint}>最多 {PublishLimits.maxImages} 张，JPG/PNG/WebP，单张不超过 5MB</span>
        </h2>
        <div className={styles.row} data-field="images">
          <ImageUploader
            className={styles.uploader}
            value={images}
            onChange={(items) => set('images', items.map((i) => ({ url: i.url, thumbnailUrl: i.thumbnailUrl })))}
            maxCount={PublishLimits.maxImages}
            {...IMAGE_PICK}
            onCountExceed={() => toast(PublishMsg.images)}
            upload={async (file) => {
              const result = await upload(file);
              return { url: result.url, thumbnailUrl: result.thumbUrl };
            }}
            data-testid="publish-images"
          />
          {errors.images && (
            <p className={styles.error} role="alert" data-testid="error-images">
              {errors.images}
            </p>
          )}
        </div>
        <Row label="备注" field="remark" error={errors.remark} tall>
          <TextArea className={styles.input} placeholder="选填：包装、质保、付款方式等" value={values.remark} onChange={(v) => set('remark', v)} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="publish-remark" />
        </Row>
      </section>

      <div className={styles.footer}>
        <Button type="submit" block color="primary" size="large" shape="rounded" loading={submitting} data-testid="publish-submit">
          {submitText}
        </Button>
      </div>
    </form>
  );
}
