#!/usr/bin/env node
/**
 * The production server as one ES module: our TypeScript (server and @mts/shared) bundled by esbuild into
 * apps/server/dist/server.mjs, dependencies left to node_modules. `npm run serve` runs it with plain Node, so
 * a (re)start does not compile hundreds of files through tsx (cold start budget ≤ 3 s). The migrations are
 * copied beside it: db/handle.ts finds them next to the module that imports them.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
// Every dependency but our own TypeScript package stays external (native sharp, PGlite's WASM, pg…).
const external = Object.keys(pkg.dependencies)
  .filter((name) => name !== '@mts/shared')
  .flatMap((name) => [name, `${name}/*`]);

rmSync(`${root}/dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}/src/server.ts`],
  outfile: `${root}/dist/server.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(`${root}/src/db/migrations`, `${root}/dist/migrations`, { recursive: true });
console.log('server bundle: apps/server/dist/server.mjs');
