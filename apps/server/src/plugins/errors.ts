import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { AppError } from '../lib/errors.ts';

export type ErrorBody = { code: number; msg: string; data: null };
export const errorBody = (code: number, msg: string): ErrorBody => ({ code, msg, data: null });

/** Replies with the error envelope; the HTTP status equals the code. */
export function sendError(reply: FastifyReply, code: number, msg: string) {
  reply.statusCode = code;
  return reply.send(errorBody(code, msg));
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
      const msg = error.statusCode === 400 ? '请求格式错误' : error.statusCode === 429 ? Msg.tooManyRequests : Msg.operationFailed;
      return sendError(reply, error.statusCode, msg);
    }

    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendError(reply, 500, Msg.serverError);
  });
}
