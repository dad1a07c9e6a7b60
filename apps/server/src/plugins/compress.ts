import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses API replies and the HTML page (brotli, else gzip) when the client accepts it and the body is
 * at least 1 KB. Registered before the routes (it hooks each route as it is added). The built /assets are
 * not compressed per request: they are served precompressed (.br/.gz written at build, plugins/web.ts).
 * Quality 5: a dynamic reply is compressed on every request, so speed matters more than the last bytes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
