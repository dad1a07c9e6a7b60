import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (run by `npm run lint`), no type declarations.
import { cycles, moduleGraph } from '../../../scripts/module-cycles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'mts-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes modules/<name>/<file> with the given source. */
const put = (file: string, src: string) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), src);
};

describe('module cycle check (npm run lint)', () => {
  it('finds a cycle between modules even when no file imports itself back', () => {
    put('order/service.ts', "import { block } from '../payment/queries.ts';\nexport const a = block;\n");
    put('order/queries.ts', 'export const readOrder = 1;\n');
    put('payment/queries.ts', "import { readOrder } from '../order/queries.ts';\nexport const block = readOrder;\n");
    put('detail/service.ts', "import type { a } from '../order/service.ts';\nimport '../payment/queries.ts';\n");
    expect(cycles(moduleGraph(dir))).toEqual([['order', 'payment']]);
  });

  it('the server has none', () => {
    expect(cycles(moduleGraph())).toEqual([]);
  });
});
