/**
 * The search tokenizer, shared by the server (indexing and querying the search_text tsvector) and the web
 * (highlighting matched text). Plain functions, no zod.
 *
 * - Han runs become overlapping bigrams (内存条 → 内存, 存条); a lone Han character stays a unigram.
 *   Two-character words like 三星, 美光, 内存 are therefore whole lexemes and hit the GIN index.
 * - Letter/digit runs become lower-case tokens (K4A8G165WC-BCTD → k4a8g165wc, bctd); full-width forms are folded.
 * - Everything else separates tokens.
 */

const HAN = /\p{Script=Han}/u;
const ALNUM = /[a-z0-9]/;

export type TextRun = { kind: 'han' | 'alnum'; text: string };

/** Splits text into Han runs and letter/digit runs (lower case, NFKC-folded). */
export function textRuns(input: string): TextRun[] {
  const s = input.normalize('NFKC').toLowerCase();
  const runs: TextRun[] = [];
  let cur: TextRun | null = null;
  for (const ch of s) {
    const kind = HAN.test(ch) ? 'han' : ALNUM.test(ch) ? 'alnum' : null;
    if (kind === null) {
      cur = null;
      continue;
    }
    if (cur && cur.kind === kind) cur.text += ch;
    else {
      cur = { kind, text: ch };
      runs.push(cur);
    }
  }
  return runs;
}

/** Han bigrams of one run (a single character stays itself). */
export function hanBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Index lexemes of a text: Han bigrams and letter/digit tokens, deduplicated. Tokens longer than 64 chars are cut. */
export function searchTokens(input: string): string[] {
  const out = new Set<string>();
  for (const run of textRuns(input)) {
    if (run.kind === 'han') for (const g of hanBigrams(run.text)) out.add(g);
    else out.add(run.text.slice(0, 64));
  }
  return [...out];
}

/** One search term group: all lexemes must match; `prefix` lexemes match as prefixes (k4a8g165 → k4a8g165wc). */
export type QueryLexeme = { lexeme: string; prefix: boolean };

/** Lexemes of a search keyword. Letter/digit tokens match as prefixes; a lone Han character as a prefix of a bigram. */
export function queryLexemes(keyword: string): QueryLexeme[] {
  const out: QueryLexeme[] = [];
  const seen = new Set<string>();
  const add = (lexeme: string, prefix: boolean) => {
    const key = `${lexeme}:${prefix}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ lexeme, prefix });
  };
  for (const run of textRuns(keyword)) {
    if (run.kind === 'han') {
      const grams = hanBigrams(run.text);
      if (grams.length === 1 && [...grams[0]!].length === 1) add(grams[0]!, true);
      else for (const g of grams) add(g, false);
    } else add(run.text.slice(0, 64), true);
  }
  return out;
}

/** True when the keyword has any Han character. */
export function hasHan(keyword: string): boolean {
  return HAN.test(keyword);
}

export type HighlightPart = { text: string; hit: boolean };

/**
 * Splits `text` into parts with the keyword's matches marked, for highlighting a search result.
 * Matches each Han run and letter/digit token of the keyword, and the whole keyword as a part number
 * ignoring case, dashes and spaces (k4a8g165 highlights K4A8G165 in K4A8G165WC-BCTD; k4a8g165wcbctd highlights K4A8G165WC-BCTD).
 */
export function highlightParts(text: string, keyword: string | undefined | null): HighlightPart[] {
  if (!text) return [];
  const kw = (keyword ?? '').trim();
  if (!kw) return [{ text, hit: false }];
  // Map the normalised text (letters, digits, Han only, lower case) back to positions in the original.
  const chars = [...text];
  let norm = '';
  const pos: number[] = [];
  chars.forEach((ch, i) => {
    const n = ch.normalize('NFKC').toLowerCase();
    if (n.length === 1 && (ALNUM.test(n) || HAN.test(n))) {
      norm += n;
      pos.push(i);
    }
  });
  const terms = new Set<string>();
  for (const run of textRuns(kw)) terms.add(run.text);
  const whole = textRuns(kw)
    .map((r) => r.text)
    .join('');
  if (whole) terms.add(whole);
  const hit = new Array<boolean>(chars.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    let from = 0;
    for (;;) {
      const at = norm.indexOf(term, from);
      if (at < 0) break;
      const end = at + [...term].length - 1;
      const a = pos[at]!;
      const b = pos[end]!;
      for (let i = a; i <= b; i++) hit[i] = true;
      from = at + 1;
    }
  }
  const parts: HighlightPart[] = [];
  chars.forEach((ch, i) => {
    const last = parts[parts.length - 1];
    if (last && last.hit === hit[i]) last.text += ch;
    else parts.push({ text: ch, hit: hit[i]! });
  });
  return parts;
}
