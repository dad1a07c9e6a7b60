import { Cascader } from 'antd';
import type { CategoryNode } from '@mts/shared/schemas';

type Option = { value: number; label: string; children?: Option[] };

const toOptions = (nodes: CategoryNode[]): Option[] =>
  nodes.map((n) => ({ value: n.id, label: n.name, children: n.children?.length ? toOptions(n.children) : undefined }));

/** The ids from the root down to `id`, for showing a selected category in the cascader. */
export function categoryPath(nodes: CategoryNode[], id: number | undefined): number[] {
  if (!id) return [];
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = categoryPath(node.children ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

type Props = { tree: CategoryNode[]; value: number | undefined; onChange: (categoryId: number | undefined) => void; width?: number };

/** Category filter from the category tree; a top category can be picked on its own. */
export function CategoryCascader({ tree, value, onChange, width = 240 }: Props) {
  return (
    <Cascader
      options={toOptions(tree)}
      value={categoryPath(tree, value)}
      changeOnSelect
      allowClear
      placeholder="全部分类"
      style={{ width }}
      onChange={(path) => onChange(path?.length ? Number(path[path.length - 1]) : undefined)}
    />
  );
}
