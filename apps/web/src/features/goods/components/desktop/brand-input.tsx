import { AutoComplete } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTypeSearch } from '../../api/search-types';

type Props = { value: string; onChange: (brand: string) => void; width?: number };

/** Brand filter: free text with matching brands suggested; applies on pick, Enter or blur. */
export function BrandInput({ value, onChange, width = 200 }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const typed = useDeferredValue(text.trim());
  const { data } = useTypeSearch(typed);
  const options = (data?.brands ?? []).map((b) => ({ value: b.name, label: b.nameEn ? `${b.name} ${b.nameEn}` : b.name }));
  const apply = (next: string) => {
    if (next.trim() !== value) onChange(next.trim());
  };
  return (
    <AutoComplete
      value={text}
      options={options}
      style={{ width }}
      allowClear
      placeholder="品牌，如 三星、美光"
      onChange={(v: string) => {
        setText(v ?? '');
        if (!v) apply('');
      }}
      onSelect={(v: string) => apply(v)}
      onBlur={() => apply(text)}
      onInputKeyDown={(e) => {
        if (e.key === 'Enter') apply(text);
      }}
    />
  );
}
