import { CODES } from '@touchline/api/contract';

/**
 * A refusal a handler answers with: an envelope code and a message for the player. The HTTP
 * status follows the code's meaning, so proxies and logs see a 4xx for bad input.
 */
export class Failure extends Error {
  override readonly name = 'Failure';
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = statusFor(code),
    readonly data?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function statusFor(code: number): number {
  switch (code) {
    case CODES.invalidRequest:
      return 400;
    case CODES.sessionExpired:
      return 401;
    case CODES.forbidden:
      return 403;
    case CODES.notFound:
      return 404;
    case 429:
      return 429;
    case CODES.internalError:
      return 500;
    default:
      // business refusals (insufficient funds, price changed…) are answered, not errors
      return 200;
  }
}

export const invalid = (message: string) => new Failure(CODES.invalidRequest, message);
export const forbidden = (message = 'Forbidden') => new Failure(CODES.forbidden, message);
export const notFound = (message = 'Not found') => new Failure(CODES.notFound, message);

/** "Illegal input: userName: expected string, received number" (spec §8's generic text). */
export const illegalInput = (field: string, reason: string) =>
  new Failure(CODES.invalidRequest, `Illegal input: ${field}: ${reason}`);
