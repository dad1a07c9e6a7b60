import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Replies smaller than this go out as they are. */
export const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Quality 5: a dynamic reply is compressed on every request, so speed matters more than the last bytes. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Compresses API replies and the HTML page (brotli, else gzip) when the client accepts it and the body is
 * at least 1 KB. Registered before the routes (it hooks each route as it is added). The built /assets are
 * not compressed per request: they are served precompressed (.br/.gz written at build, plugins/web.ts), and
 * so are cached replies (lib/cache.ts sendJson, with the same settings and encodingFor below).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
}

/** The body compressed as the plugin would compress it. */
export function compressed(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

/**
 * The encoding @fastify/compress would choose for this request's reply: none when the client sent
 * x-no-compression or no Accept-Encoding; `*` and x-gzip count as gzip.
 */
export function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}
