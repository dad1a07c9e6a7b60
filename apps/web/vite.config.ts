import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const api = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Writes a .br (quality 11) and a .gz (level 9) next to every text asset of 1 KB or more, once at build,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 * A few lines of node:zlib rather than a plugin dependency.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
  let outDir = 'dist';
  return {
    name: 'mts-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const br = promisify(brotliCompress);
      const gz = promisify(gzip);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`)); // the manifest is read by the server, not served
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [b, g] = await Promise.all([
            br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          if (b.length < body.length) await writeFile(`${file}.br`, b);
          if (g.length < body.length) await writeFile(`${file}.gz`, g);
        }),
      );
    },
  };
}

/**
 * Chunks the phone and desktop homes load lazily for a logged-in user only (issue 26: the unread badge, the
 * announcement banner, the header's 消息). Their import() carries no list of the chunks they import (a list of some
 * fifteen file names in the home's own chunks, weighed by the phone home's 150 KB budget): the browser fetches those
 * as the lazy chunk's static imports, one round trip later, which a badge can afford. Their stylesheet is kept (the
 * preload list is what loads a lazy chunk's CSS).
 */
const LOGGED_IN_EXTRAS = /\/(unread-badge|announcement-banner|header-messages)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/dev-api': api, '/static': api } },
  build: {
    chunkSizeWarningLimit: 1500,
    manifest: true,
    modulePreload: { resolveDependencies: (file, deps) => (LOGGED_IN_EXTRAS.test(`/${file}`) ? deps.filter((d) => d.endsWith('.css')) : deps) },
  },
});
