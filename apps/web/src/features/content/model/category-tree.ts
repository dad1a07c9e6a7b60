import type { CategoryNode } from '@mts/shared/schemas';

/** A category anywhere in the tree by its id. */
export function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Root-to-node path of a category, for a breadcrumb. */
export function categoryTrail(nodes: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}
