import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One money and quantity format (issue 22): the server's texts and both apps write money with formatPrice and part
 * counts with formatPieces (片). This check keeps hand-written ones out: `pcs` in Chinese texts, a count followed by
 * 件, and cents turned into text by hand ((x / 100).toFixed(2)). The assistant's English answers say pcs; a field
 * holding a plain number for an input or a CSV is not a displayed amount.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];
const ALLOWED: Record<string, RegExp[]> = {
  // English answers and the English vocabulary of the assistant; the units a trader's stock list writes after a count
  pcs: [/assistant/, /stock\/reader\/values\//],
  // input values, clipboard copies and CSV cells: plain numbers, not displayed amounts
  toFixed: [/lib\/money-input\.ts$/, /trade\/model\/buy-form\.ts$/, /wallet\/model\/requests\.ts$/, /admin\/money\.ts$/, /captcha-image\.ts$/, /clues\/model\/clue-form\.ts$/, /modules\/market\/service\.ts$/],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const offenders = (pattern: RegExp, allowed: RegExp[] = []) =>
  SOURCES.flatMap((dir) => files(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((path) => !allowed.some((a) => a.test(path)))
    .filter((path) => pattern.test(readFileSync(join(ROOT, path), 'utf8').replace(/^\s*(\/\/|\/\*\*|\*).*$/gm, '')));

describe('one money and quantity format', () => {
  it('part counts say 片 (formatPieces), never pcs or 件', () => {
    expect(offenders(/\bpcs\b/, ALLOWED.pcs)).toEqual([]);
    expect(offenders(/(\d|\})\s*件(?!商品)/)).toEqual([]);
  });

  it('money is formatted by formatPrice, not by hand', () => {
    expect(offenders(/\/\s*100\)?\.toFixed\(2\)/, ALLOWED.toFixed)).toEqual([]);
    expect(offenders(/[¥$]\$\{/)).toEqual([]);
    expect(offenders(/toLocaleString\(/, ALLOWED.pcs)).toEqual([]);
  });
});
