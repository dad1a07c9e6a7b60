import { hanBigrams, hasHan, searchTokens } from '@mts/shared/search';
import type { BrandRow, CategoryRow } from '../content/service.ts';

/**
 * A search keyword split into what the catalogue knows and what is left for the full-text index:
 * a word naming a brand (三星, Samsung, SEC, SK hynix) becomes `brand_id IN (…)`, a word naming a category
 * (内存, 晶圆, eMMC, DDR4) becomes `category_id IN (the categories and their children)`, and the rest is matched
 * as text (part numbers, goods names). Id filters use btree indexes that walk newest-first, where a frequent
 * lexeme in the GIN index had to collect every match (28k rows for 三星 in 100k listings) before sorting.
 */
export interface KeywordTerms {
  /** One id set per brand word; a listing must be in every set (words are ANDed, as text lexemes are). */
  brandSets: number[][];
  /** One id set per category word (the category and its descendants). */
  categorySets: number[][];
  /** The words left for the text index, space-separated ('' when every word was a brand or category). */
  text: string;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase().trim();

/** Brand ids by every name a trader may type: 中文名, English name, aliases (lower case). */
function brandIndex(brands: BrandRow[]): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  for (const b of brands)
    for (const n of new Set([b.name, b.nameEn, ...b.aliases].map(fold)))
      if (n) {
        const ids = byName.get(n) ?? [];
        if (!ids.includes(b.id)) ids.push(b.id);
        byName.set(n, ids);
        // "SK hynix" is also typed "skhynix".
        if (/\s/.test(n)) byName.set(n.replace(/\s+/g, ''), ids);
      }
  return byName;
}

/** The category and its descendants. */
function subtree(categories: CategoryRow[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
  return ids;
}

/**
 * Categories a word names: a letter/digit word equal to a token of the category's name (DDR4, eMMC, NAND, SPI);
 * a Han word of 2+ characters whose bigrams all occur in the name (内存 → 内存条/内存模组, 晶圆 → 晶圆 and its
 * NAND/DRAM children, 颗粒 → DRAM颗粒 and NAND Flash颗粒). With their descendants; [] when none.
 */
function categoriesNamed(categories: CategoryRow[], word: string): number[] {
  const w = fold(word);
  let grams: string[];
  if (hasHan(w)) {
    if ([...w].length < 2 || /[^\p{Script=Han}]/u.test(w)) return [];
    grams = hanBigrams(w);
  } else {
    if (!/^[a-z0-9]+$/.test(w)) return [];
    grams = [w];
  }
  const ids = new Set<number>();
  for (const c of categories) {
    const tokens = new Set(searchTokens(c.name));
    if (grams.every((g) => tokens.has(g))) for (const id of subtree(categories, c.id)) ids.add(id);
  }
  return [...ids];
}

/** Words of a keyword: split on spaces and punctuation-free Han/letter boundaries (三星DDR4 → 三星, DDR4). */
function words(keyword: string): string[] {
  return fold(keyword)
    .split(/\s+/)
    .flatMap((w) => w.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? [])
    .filter(Boolean);
}

/** Splits a keyword into brand sets, category sets and the text left for the full-text index. */
export function keywordTerms(keyword: string, catalog: { brands: BrandRow[]; categories: CategoryRow[] }): KeywordTerms {
  const brands = brandIndex(catalog.brands);
  const hanBrandNames = [...brands.keys()].filter((n) => hasHan(n)).sort((a, b) => b.length - a.length);
  const out: KeywordTerms = { brandSets: [], categorySets: [], text: '' };
  const rest: string[] = [];
  const ws = words(keyword);
  for (let i = 0; i < ws.length; i++) {
    // Two-word brand names first (sk hynix, western digital).
    const pair = i + 1 < ws.length ? brands.get(`${ws[i]} ${ws[i + 1]}`) : undefined;
    if (pair) {
      out.brandSets.push(pair);
      i++;
      continue;
    }
    const w = ws[i]!;
    const brand = brands.get(w);
    if (brand) {
      out.brandSets.push(brand);
      continue;
    }
    // A Han run that starts with a brand name (海力士内存条 → 海力士 + 内存条).
    const lead = hasHan(w) ? hanBrandNames.find((n) => w.startsWith(n) && w.length > n.length) : undefined;
    if (lead) {
      out.brandSets.push(brands.get(lead)!);
      ws.splice(i + 1, 0, w.slice(lead.length));
      continue;
    }
    const cats = categoriesNamed(catalog.categories, w);
    if (cats.length) out.categorySets.push(cats);
    else rest.push(w);
  }
  out.text = rest.join(' ');
  return out;
}

/** The ids every set contains (undefined when there are no sets). */
export function intersect(sets: number[][]): number[] | undefined {
  if (!sets.length) return undefined;
  return sets.reduce((acc, s) => acc.filter((id) => s.includes(id)));
}
