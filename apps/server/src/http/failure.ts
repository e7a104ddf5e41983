import { CODES } from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import { render, text, textOfEnglish, type MessageParams, type ServerText } from './messages.ts';

/**
 * A refusal a handler answers with: an envelope code and a message for the player — a key of
 * the server's catalogue (`messages.ts`) with its parameters, which the error handler renders in
 * the request's language; `message` is its English text, for logs. (A plain string is taken as
 * the catalogue's message of that English text when there is one, else sent as it is.) The
 * HTTP status follows the code's meaning, so proxies and logs see a 4xx for bad input.
 */
export class Failure extends Error {
  override readonly name = 'Failure';
  /** The catalogue's message, null only for a text from outside it (a passed-through notice). */
  readonly text: ServerText | null;
  constructor(
    readonly code: number,
    message: ServerText | string,
    readonly httpStatus: number = statusFor(code),
    readonly data?: unknown,
    options?: { cause?: unknown },
  ) {
    super(typeof message === 'string' ? message : render(message, 'en'), options);
    this.text = typeof message === 'string' ? textOfEnglish(message) : message;
  }

  /** The message as the player reads it in `language`. */
  messageIn(language: Language): string {
    return this.text ? render(this.text, language) : this.message;
  }
}

/** A Failure with the catalogue's message `key`. */
export function failure(
  code: number,
  key: ServerText['key'],
  params?: MessageParams,
  more: { httpStatus?: number; data?: unknown; cause?: unknown } = {},
): Failure {
  return new Failure(
    code,
    text(key, params),
    more.httpStatus ?? statusFor(code),
    more.data,
    more.cause === undefined ? undefined : { cause: more.cause },
  );
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

export const invalid = (message: ServerText | string) => new Failure(CODES.invalidRequest, message);
export const forbidden = (message: ServerText | string = text('forbidden')) =>
  new Failure(CODES.forbidden, message);
export const notFound = (message: ServerText | string = text('notFound')) =>
  new Failure(CODES.notFound, message);

/**
 * "Illegal input: userName: expected string, received number" (spec §8's generic text): the
 * words around the field are translated, the field and the technical reason are not.
 */
export const illegalInput = (field: string, reason: string) =>
  new Failure(CODES.invalidRequest, text('illegalInput', { field, reason }));
