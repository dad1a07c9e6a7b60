import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AuthMsg, InputMsg, Msg, PublishMsg } from '@mts/shared/messages';
import { AppError } from '../lib/errors.ts';

export type ErrorBody = { code: number; msg: string; data: null };
export const errorBody = (code: number, msg: string): ErrorBody => ({ code, msg, data: null });

/** Replies with the error envelope; the HTTP status equals the code. */
export function sendError(reply: FastifyReply, code: number, msg: string) {
  reply.statusCode = code;
  return reply.send(errorBody(code, msg));
}

/** Fastify's and node's own client errors, by HTTP status: the Chinese text shown to the user. */
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: InputMsg.badRequest,
  404: Msg.notFound,
  405: InputMsg.methodNotAllowed,
  408: InputMsg.requestTimeout,
  413: InputMsg.bodyTooLarge,
  414: InputMsg.urlTooLong,
  415: InputMsg.unsupportedMediaType,
  429: Msg.tooManyRequests,
  431: InputMsg.headersTooLarge,
};

/** The Chinese text of a framework error (malformed JSON, body too large, unsupported media type …). */
function clientErrorText(error: FastifyError, status: number): string {
  if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError)) return InputMsg.badJson;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return PublishMsg.uploadTooBig;
  return CLIENT_ERROR_TEXT[status] ?? Msg.operationFailed;
}

/** Headers of replies written outside the request cycle (no hooks run there, helmet's neither). */
const BARE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/**
 * Router-level refusals, which never reach a route or the error handler: a path parameter longer than
 * maxParamLength (414) and a malformed URL (400). Fastify's `frameworkErrors` option.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  request.log.info({ err: error }, 'framework error');
  reply.headers(BARE_SECURITY_HEADERS);
  return sendError(reply, status, clientErrorText(error, status));
};

/**
 * Errors node's HTTP parser raises before a request exists (headers or URL over maxHeaderSize → 431, timeouts
 * → 408, malformed requests → 400): the envelope written straight onto the socket, then the socket closed.
 * Fastify's `clientErrorHandler` option (bound to the instance).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, CLIENT_ERROR_TEXT[status] ?? InputMsg.badRequest));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      ...BARE_SECURITY_HEADERS,
    };
    const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    return;
  }
  socket.destroy(err);
}

/** PostgreSQL's class 22 (data exception: 22003 out of range, 22021 bad encoding, 22P02 bad text …), also behind Drizzle's wrapper. */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** The spec's own texts (请输入正确的手机号 …) are shown as they are, without the field prefix. */
const VERBATIM = new Set<string>([...Object.values(Msg), ...Object.values(AuthMsg)]);

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

/**
 * Every failure leaves as the envelope `{code, msg, data: null}` with the HTTP status equal to the
 * code: 400 validation (Chinese message naming the field), 401, 404, 500 (logged, never a stack).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      if (VERBATIM.has(issue.message ?? '')) return sendError(reply, 400, issue.message!);
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || CONTEXT_NAMES[error.validationContext ?? ''] || 'query';
      return sendError(reply, 400, `参数 ${field} 无效：${issue.message}`);
    }

    if (!isResponseSerializationError(error as never) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type …
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, clientErrorText(error, error.statusCode));
    }

    if (isDataException(error)) {
      // A value the database refuses (out of range, bad encoding …) that got past validation: bad input, not a fault.
      request.log.warn({ err: error, reqId: request.id }, 'database refused a value');
      return sendError(reply, 400, InputMsg.badRequest);
    }

    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendError(reply, 500, Msg.serverError);
  });
}
