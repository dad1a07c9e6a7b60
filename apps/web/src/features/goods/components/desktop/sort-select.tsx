import { Select } from 'antd';
import type { GoodsSort } from '@mts/shared/constants';
import { SORT_OPTIONS } from '../../model/sort';

export function SortSelect({ value, onChange }: { value: GoodsSort; onChange: (v: GoodsSort) => void }) {
  return <Select<GoodsSort> value={value} options={SORT_OPTIONS} onChange={onChange} style={{ width: 150 }} />;
}
