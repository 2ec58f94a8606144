import { STATUS_CODES } from 'node:http';

/** What an error answer may carry besides its status and message. */
export interface HttpErrorOptions {
  /** The input at fault ('checkin_date', 'payment.token'). */
  field?: string;
  /** A machine-readable code the client branches on ('SOLD_OUT', 'PRICE_CHANGED'). */
  code?: string;
  /** Headers to send with the answer ('retry-after'). */
  headers?: Record<string, string>;
  /** More fields of the answer's body (PRICE_CHANGED's new `price`). */
  extra?: Record<string, unknown>;
}

/** The answer body of every 4xx/5xx the API gives: `{ statusCode, error, message, field?, code?, ... }`. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
  code?: string;
  [extra: string]: unknown;
}

/** The reason phrase of a status ('Conflict'), as the error answers name it. */
export const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

/**
 * The API's one error type: a status, a message a person can act on and, when useful, the field
 * at fault, a code and more answer fields. Route handlers and the booking pipeline throw it; the
 * error handler (plugins/errors.ts) answers its `body()`; the booking routes store that same body
 * under an Idempotency-Key to replay it.
 */
export class HttpError extends Error {
  readonly field?: string;
  readonly code?: string;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions | string = {},
  ) {
    super(message);
    const o = typeof options === 'string' ? { field: options } : options;
    if (o.field !== undefined) this.field = o.field;
    if (o.code !== undefined) this.code = o.code;
    if (o.headers !== undefined) this.headers = o.headers;
    if (o.extra !== undefined) this.extra = o.extra;
  }

  body(): ErrorBody {
    return {
      statusCode: this.statusCode,
      error: reasonPhrase(this.statusCode),
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.code ? { code: this.code } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field === undefined ? {} : { field });
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
