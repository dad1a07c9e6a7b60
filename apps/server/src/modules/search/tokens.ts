import { sql, type SQL } from 'drizzle-orm';
import { hasHan, queryLexemes, searchTokens } from '@mts/shared/search';
import { normalizePartNumber } from '@mts/shared/validate';
import { escapeLike } from '../../lib/like.ts';

/** What a listing's search text is made of. */
export interface SearchSource {
  goodsModel: string;
  goodsName: string;
  /** Known brand: 中文名, English name and aliases; or the brand as typed. */
  brandNames: string[];
  /** The category and its parents (内存条/内存模组 → UDIMM …). */
  categoryNames: string[];
  /** Package, condition, date code, delivery place, deputy title … (weight C). */
  extra?: string[];
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsvector (text form) of a listing. Weights: A part number (its tokens and the normalised whole, so
 * k4a8g165 matches k4a8g165wcbctd as a prefix), B brand and goods name, C category and the rest.
 * Built in TypeScript with the same tokenizer the query uses (@mts/shared/search), so Postgres never re-parses it.
 */
export function searchVector(src: SearchSource): string {
  const weightOf = new Map<string, string>();
  const add = (tokens: string[], w: 'A' | 'B' | 'C') => {
    for (const t of tokens) {
      const prev = weightOf.get(t);
      if (!prev || prev > w) weightOf.set(t, w);
    }
  };
  const norm = normalizePartNumber(src.goodsModel).slice(0, 64);
  add(norm ? [norm, ...searchTokens(src.goodsModel)] : searchTokens(src.goodsModel), 'A');
  add(searchTokens([...src.brandNames, src.goodsName].join(' ')), 'B');
  add(searchTokens([...src.categoryNames, ...(src.extra ?? [])].join(' ')), 'C');
  let pos = 0;
  return [...weightOf].map(([t, w]) => `${quote(t)}:${++pos}${w}`).join(' ');
}

export interface KeywordQuery {
  /** tsquery text: every lexeme must match (AND), letter/digit lexemes as prefixes. Null when the keyword has none. */
  tsquery: string | null;
  /** The keyword as a normalised part number, for exact/prefix/contains on model_norm; '' when it has Han characters. */
  model: string;
}

/** Turns a search keyword into a tsquery and a normalised part number. */
export function keywordQuery(keyword: string): KeywordQuery {
  const lexemes = queryLexemes(keyword);
  const tsquery = lexemes.length ? lexemes.map((l) => `${quote(l.lexeme)}${l.prefix ? ':*' : ''}`).join(' & ') : null;
  return { tsquery, model: hasHan(keyword) ? '' : normalizePartNumber(keyword).slice(0, 64) };
}

/** Minimum length of a part-number fragment searched with contains (pg_trgm needs 3 characters). */
export const MIN_CONTAINS = 3;

/**
 * WHERE condition and relevance order for a keyword over a table with search_text and model_norm columns.
 * Match: search_text @@ tsquery (GIN) OR model_norm LIKE %model% (pg_trgm GIN, 3+ characters, only when the
 * keyword has a digit: part numbers do, brand and category words (Samsung, eMMC) do not, and for those the
 * contains test only cost time — their prefixes still match through the part-number token in search_text).
 * Order: exact part number, prefix, contains; then the caller's order (newest). No ts_rank: with every
 * token required, it mostly counted repeats, and computing it for every hit of a brand word (28k rows for
 * 三星 in 100k listings) dominated the query.
 */
export function keywordSql(keyword: string, cols: { searchText: SQL | unknown; modelNorm: SQL | unknown }): { where: SQL | null; rank: SQL[] } {
  const { tsquery, model } = keywordQuery(keyword);
  const partNumberLike = model.length > 0 && /\d/.test(model);
  const ors: SQL[] = [];
  if (tsquery) ors.push(sql`${cols.searchText} @@ ${tsquery}::tsquery`);
  if (partNumberLike && model.length >= MIN_CONTAINS) ors.push(sql`${cols.modelNorm} like ${`%${escapeLike(model)}%`}`);
  if (!ors.length) return { where: null, rank: [] };
  const rank: SQL[] = [];
  if (partNumberLike) {
    rank.push(
      sql`case when ${cols.modelNorm} = ${model} then 0 when ${cols.modelNorm} like ${`${escapeLike(model)}%`} then 1 when ${cols.modelNorm} like ${`%${escapeLike(model)}%`} then 2 else 3 end`,
    );
  }
  return { where: ors.length === 1 ? ors[0]! : sql`(${sql.join(ors, sql` or `)})`, rank };
}

/**
 * A part-number keyword (3+ characters with a digit) as patterns for the ranked arms of listGoods: exact
 * (`model_norm = model`, btree), prefix (`model_norm like 'model%'`, varchar_pattern_ops btree range), contains
 * (`like '%model%'`, pg_trgm GIN) and the rest of the text match (`search_text @@ tsquery`, GIN). Null for other
 * keywords (brand, category and name words keep the single text condition of keywordSql).
 */
export function partNumberArms(keyword: string): { model: string; prefix: string; contains: string; tsquery: string | null } | null {
  const { tsquery, model } = keywordQuery(keyword);
  if (!(model.length >= MIN_CONTAINS && /\d/.test(model))) return null;
  return { model, prefix: `${escapeLike(model)}%`, contains: `%${escapeLike(model)}%`, tsquery };
}

/** 批号 filter: `23` or `23+` → every date code of 2023 on (23+, 2336, 24+ …); `2336` → exactly that. */
export function dateCodeCondition(col: unknown, value: string): SQL {
  const v = value.trim();
  const year = /^(\d{2})\+?$/.exec(v);
  if (year) return sql`substr(${col}, 1, 2) >= ${year[1]}`;
  return sql`${col} = ${v}`;
}
