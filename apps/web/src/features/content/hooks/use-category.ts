import { useCategoryTree } from '../api/get-category-tree';
import { findCategory } from '../model/category-tree';

/** A category by its id from the (cached) tree, for a page that names it; undefined until the tree loads. */
export function useCategory(id: number | undefined) {
  const tree = useCategoryTree();
  return id ? findCategory(tree.data ?? [], id) : undefined;
}
