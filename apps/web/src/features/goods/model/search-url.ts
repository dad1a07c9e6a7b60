/** What a search box picked: a keyword, a category or a brand. */
export type SearchTarget = { keyword?: string; categoryId?: number; brand?: string };

/** /pc/search with whichever of keyword, categoryId and brand was picked. */
export function searchUrl(target: SearchTarget): string {
  const params = new URLSearchParams();
  if (target.keyword) params.set('keyword', target.keyword);
  if (target.categoryId) params.set('categoryId', String(target.categoryId));
  if (target.brand) params.set('brand', target.brand);
  const query = params.toString();
  return query ? `/pc/search?${query}` : '/pc/search';
}
