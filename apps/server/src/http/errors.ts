import { CODES, HEADERS, SPORTS_LANGUAGE_TYPES } from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rawResponse } from './connections.ts';
import { Failure } from './failure.ts';
import { answerLanguage, render, text, type MessageKey } from './messages.ts';
import { applySecurityHeaders } from './security.ts';

/** Fastify's own refusals of a request, as the catalogue's messages. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, MessageKey>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'bodyMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyEmpty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bodyLength',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyJson',
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'bodyTooLarge',
  FST_FIELDS_LIMIT: 'bodyTooLarge',
  FST_PARTS_LIMIT: 'bodyTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'bodyMediaType',
};

const LANGUAGE_OF_SPORTS_TYPE: Readonly<Record<string, Language>> = Object.fromEntries(
  Object.entries(SPORTS_LANGUAGE_TYPES).map(([language, type]) => [type, language as Language]),
);

/**
 * The language a request is answered in: its `Language` header (spec §7), else a sports body's
 * `languageType`; English when neither is one of ours.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers[HEADERS.language.toLowerCase()];
  const body = request.body as { languageType?: unknown } | null | undefined;
  const type = body && typeof body === 'object' ? body.languageType : undefined;
  return answerLanguage(
    typeof header === 'string' ? header : null,
    typeof type === 'string' ? LANGUAGE_OF_SPORTS_TYPE[type] : null,
  );
}

function send(reply: FastifyReply, status: number, code: number, msg: string, data?: unknown) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(data === undefined ? { code, msg } : { code, msg, data });
}

/**
 * One place turns every failure into the envelope, in the request's language: a handler's
 * Failure with its catalogue message rendered there; a request the
 * framework refused (bad JSON, too large, wrong media type) as a 4xx with a clear message;
 * anything else as a 500 that says no more than "Server error", logged with the request id.
 */
export function registerErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | Failure | Error, request, reply) => {
    if (error instanceof Failure) {
      if (error.code === CODES.tooManyRequests) {
        const seconds = (error.data as { retryAfterSeconds?: number } | undefined)
          ?.retryAfterSeconds;
        if (seconds) reply.header('Retry-After', String(seconds));
      }
      if (error.httpStatus >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const msg = error.messageIn(requestLanguage(request));
      return send(reply, error.httpStatus, error.code, msg, error.data);
    }
    const raised = (error as FastifyError).statusCode;
    // the static files refuse a malicious path (a NUL, an encoded traversal) with 403: that is
    // bad input, not a missing permission — 400 with code 400, so the status and code agree
    const status = raised === 403 ? 400 : raised;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const known = code ? FRAMEWORK_MESSAGES[code] : undefined;
      // JSON syntax errors carry no code of their own in every version: their status says it
      const key: MessageKey =
        known ??
        (error instanceof SyntaxError || /JSON/i.test(error.message)
          ? 'bodyJson'
          : status === 404
            ? 'addressNotFound'
            : raised === 403
              ? 'addressMalformed'
              : 'requestRefused');
      const msg = render(text(key), requestLanguage(request));
      request.log.info({ err: error, status }, 'request refused');
      return send(reply, status, status === 404 ? CODES.notFound : CODES.invalidRequest, msg);
    }
    request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      500,
      CODES.internalError,
      render(text('serverError'), requestLanguage(request)),
    );
  });
}

/**
 * What the router refuses before any route runs (a malformed address, an over-long path
 * parameter), answered with the envelope too. Passed to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'request refused by the router');
  // the router answers before any hook runs: the headers are set here
  applySecurityHeaders(reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const msg = render(
    text(tooLong ? 'addressTooLong' : 'addressMalformed'),
    requestLanguage(request),
  );
  void send(reply, tooLong ? 414 : 400, CODES.invalidRequest, msg);
}

/** Node's refusals of a request it could not read, as HTTP status, reason and message. */
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Illegal input: the request took too long'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'Illegal input: the request headers are too large',
  ],
};
const MALFORMED = [400, 'Bad Request', 'Illegal input: the request is malformed'] as const;

/**
 * What Node refuses before Fastify has a request — a request or its headers arriving too slowly
 * (408), headers too large (431), a malformed request line or header (400) — answered with the
 * envelope and the security headers, then the connection closed. Passed to Fastify as
 * `clientErrorHandler`.
 */
export function clientErrorAnswerer(securityHeaders: Readonly<Record<string, string>>) {
  return function answerClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Socket,
  ): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, msg] = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
    this.log.info({ err: error, status }, 'request refused before it was read');
    if (socket.writable) {
      const body = JSON.stringify({ code: CODES.invalidRequest, msg });
      socket.end(rawResponse(status, reason, body, securityHeaders), () => socket.destroy());
    } else {
      socket.destroy();
    }
  };
}
