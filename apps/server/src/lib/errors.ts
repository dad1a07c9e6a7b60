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
