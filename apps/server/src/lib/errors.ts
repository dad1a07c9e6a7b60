import { Msg } from '@mts/shared/messages';

/**
 * An error the client should see: HTTP status equals `code`, and the body is the envelope
 * `{code, msg, data: null}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

export const notFound = (msg: string = Msg.notFound) => new AppError(404, msg);
export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = () => new AppError(401, Msg.unauthorized);

/** A PostgreSQL unique-constraint violation (23505), from either driver. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
