import { AutoComplete } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { useSuggest } from '../../api/get-suggest';
import { HighlightText } from './highlight-text';

/** What has been typed (deferred, trimmed) and what /goods/suggest knows of it. */
export function useTypedSuggest(value: string) {
  const typed = useDeferredValue(value.trim());
  return { typed, known: useSuggest(typed) };
}

/** A known part number in a drop-down: the typed text marked in it, and its brand. */
export function ModelOption({ model, brand, typed, testId }: { model: string; brand: string; typed: string; testId: string }) {
  return (
    <div className="pc-suggest-option" data-testid={testId}>
      <span className="pc-suggest-model">
        <HighlightText text={model} keyword={typed} />
      </span>
      <span>{brand}</span>
    </div>
  );
}

/** A brand as suggested: its Chinese name, and its English one when it differs. */
export const brandLabel = (b: { name: string; nameEn: string }) => (b.nameEn ? `${b.name} ${b.nameEn}` : b.name);

type InputProps = {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
  status?: '' | 'error' | 'warning';
};

type SuggestProps = InputProps & {
  maxLength: number;
  /** The placeholder when the form gives none. */
  example: string;
  options: { value: string; label: ReactNode }[];
  onSelect?: (value: string) => void;
};

/** A free-text field of a form with known values suggested (型号, 品牌). */
function SuggestInput({ value = '', onChange, placeholder, id, status, maxLength, example, options, onSelect }: SuggestProps) {
  return (
    <AutoComplete
      id={id}
      value={value}
      status={status}
      maxLength={maxLength}
      placeholder={placeholder ?? example}
      options={options}
      onChange={(v: string) => onChange?.(v ?? '')}
      onSelect={onSelect}
    />
  );
}

/** 型号 for a form: known part numbers suggested as you type (/goods/suggest); picking one also hands back its brand. */
export function PartNumberInput({ onPick, ...props }: InputProps & { onPick?: (model: string, brandName: string) => void }) {
  const {
    typed,
    known: { data },
  } = useTypedSuggest(props.value ?? '');
  const models = data?.models ?? [];
  return (
    <SuggestInput
      {...props}
      maxLength={40}
      example="如 K4A8G165WC-BCTD"
      options={models.map((m) => ({
        value: m.goodsModel,
        label: <ModelOption model={m.goodsModel} brand={m.brandName} typed={typed} testId="model-suggestion" />,
      }))}
      onSelect={(v: string) => {
        const picked = models.find((m) => m.goodsModel === v);
        props.onChange?.(v);
        if (picked) onPick?.(picked.goodsModel, picked.brandName);
      }}
    />
  );
}

/** 品牌 for a form: free text with known brands (中文 / English / aliases) suggested. */
export function BrandSuggestInput(props: InputProps) {
  const { data } = useTypedSuggest(props.value ?? '').known;
  return <SuggestInput {...props} maxLength={32} example="如 三星、Samsung、美光" options={(data?.brands ?? []).map((b) => ({ value: b.name, label: brandLabel(b) }))} />;
}
