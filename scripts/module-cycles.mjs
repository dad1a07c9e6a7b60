// Fails (exit 1) when the server's feature modules (apps/server/src/modules/<name>) import each other in a cycle,
// counted per module, not per file: order/service → payment/queries and payment/service → order/queries is a cycle
// even though no file imports itself back. Type-only imports count too (they couple the modules' contracts).
// Run by `npm run lint`; `node scripts/module-cycles.mjs [modulesDir]`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = resolve(process.argv[2] ?? join(root, 'apps/server/src/modules'));

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|mts|js|mjs)$/.test(name)) yield p;
  }
}

/** The module a file belongs to (its first folder under modules/), or null outside them. */
const moduleOf = (base, file) => {
  const rel = relative(base, file);
  return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0];
};

// Static imports and re-exports (`import … from '…'`, `export … from '…'`, `import '…'`) and dynamic `import('…')`.
const SPEC = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** module → Map(imported module → the first file seen importing it, for the message). */
export function moduleGraph(dir = modulesDir) {
  const graph = new Map();
  for (const file of files(dir)) {
    const from = moduleOf(dir, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const src = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    for (const m of src.matchAll(SPEC)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(dir, resolve(dirname(file), spec));
      if (to && to !== from && !graph.get(from).has(to)) graph.get(from).set(to, relative(root, file));
    }
  }
  return graph;
}

/** Strongly connected components of more than one module (Tarjan): each is a cycle. */
export function cycles(graph) {
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], on = new Set(), out = [];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do { w = stack.pop(); on.delete(w); scc.push(w); } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph();
  const found = cycles(graph);
  if (found.length === 0) {
    console.log(`module cycles: none among ${graph.size} modules of ${relative(root, modulesDir)}`);
  } else {
    for (const scc of found) {
      console.error(`module cycle: ${scc.join(' ↔ ')}`);
      for (const a of scc) for (const [b, file] of graph.get(a)) if (scc.includes(b)) console.error(`  ${a} → ${b} (${file})`);
    }
    process.exit(1);
  }
}
