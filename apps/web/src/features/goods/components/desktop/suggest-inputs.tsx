import { AutoComplete } from 'antd';
import { useDeferredValue } from 'react';
import { useSuggest } from '../../api/get-suggest';
import { HighlightText } from './highlight-text';

type InputProps = {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
  status?: '' | 'error' | 'warning';
};

/** 型号 for a form: known part numbers suggested as you type (/goods/suggest); picking one also hands back its brand. */
export function PartNumberInput({ value = '', onChange, onPick, placeholder, id, status }: InputProps & { onPick?: (model: string, brandName: string) => void }) {
  const typed = useDeferredValue(value.trim());
  const { data } = useSuggest(typed);
  const models = data?.models ?? [];
  return (
    <AutoComplete
      id={id}
      value={value}
      status={status}
      maxLength={40}
      placeholder={placeholder ?? '如 K4A8G165WC-BCTD'}
      options={models.map((m) => ({
        value: m.goodsModel,
        label: (
          <div className="pc-suggest-option" data-testid="model-suggestion">
            <span className="pc-suggest-model">
              <HighlightText text={m.goodsModel} keyword={typed} />
            </span>
            <span>{m.brandName}</span>
          </div>
        ),
      }))}
      onChange={(v: string) => onChange?.(v ?? '')}
      onSelect={(v: string) => {
        const picked = models.find((m) => m.goodsModel === v);
        onChange?.(v);
        if (picked) onPick?.(picked.goodsModel, picked.brandName);
      }}
    />
  );
}

/** 品牌 for a form: free text with known brands (中文 / English / aliases) suggested. */
export function BrandSuggestInput({ value = '', onChange, placeholder, id, status }: InputProps) {
  const typed = useDeferredValue(value.trim());
  const { data } = useSuggest(typed);
  return (
    <AutoComplete
      id={id}
      value={value}
      status={status}
      maxLength={32}
      placeholder={placeholder ?? '如 三星、Samsung、美光'}
      options={(data?.brands ?? []).map((b) => ({ value: b.name, label: b.nameEn ? `${b.name} ${b.nameEn}` : b.name }))}
      onChange={(v: string) => onChange?.(v ?? '')}
    />
  );
}
