import { CONDITIONS } from '@mts/shared/constants';
import { StockMsg } from '@mts/shared/messages';
import { cellText, fold } from '../cells.ts';
import { refuse } from '../refusal.ts';
import type { CellValue } from '../types.ts';

/** What lists write for a condition, folded → the listing condition (CONDITIONS). */
const SYNONYMS: Record<string, (typeof CONDITIONS)[number]> = {
  ...Object.fromEntries(CONDITIONS.map((c) => [fold(c), c])),
  original: '原装',
  orig: '原装',
  genuine: '原装',
  neworiginal: '原装',
  'new&original': '原装',
  newandoriginal: '原装',
  原厂: '原装',
  原装正品: '原装',
  new: '全新',
  brandnew: '全新',
  factorysealed: '原包',
  sealed: '原包',
  原厂包装: '原包',
  原包装: '原包',
  loose: '散新',
  used: '拆机',
  pulled: '拆机',
  pull: '拆机',
  pulls: '拆机',
  二手: '拆机',
  拆机件: '拆机',
  refurb: '翻新',
  refurbished: '翻新',
  refurbish: '翻新',
  翻新件: '翻新',
  ett: 'eTT',
  unbranded: '白片',
  white: '白片',
  whitelabel: '白片',
};

/** A 成色 cell → a listing condition; '' when empty (the line takes the 描述's or the default); unknown → 成色无法识别. */
export function parseCondition(v: CellValue): string {
  const s = fold(cellText(v));
  if (s === '') return '';
  return SYNONYMS[s] ?? refuse(StockMsg.rowCondition);
}

/** The first listing condition a 描述 / 备注 names (`原装 香港交货` → 原装), in CONDITIONS order; null when none. */
export function conditionIn(remark: string): string | null {
  if (!remark) return null;
  const text = remark.normalize('NFKC');
  // eTT as a word (not the "ett" of "better").
  return CONDITIONS.find((c) => (/^[a-z]+$/i.test(c) ? new RegExp(`\\b${c}\\b`, 'i').test(text) : text.includes(c))) ?? null;
}
