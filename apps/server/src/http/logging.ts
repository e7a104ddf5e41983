import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Secrets that travel in a path (the contract puts the registration SMS code there:
 * `/api/user/auth/mobile-registerCheckByCode/{phone}/{code}`), masked before a request is logged.
 */
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/api\/user\/auth\/mobile-registerCheckByCode\/[^/?]*\/)[^/?]*/,
];

/** The address as the log shows it: any secret in the path replaced by `***`. */
export function loggableUrl(url: string): string {
  let safe = url;
  for (const pattern of SECRET_PATHS) safe = safe.replace(pattern, '$1***');
  return safe;
}

/** Fastify's request serializer, with the address made loggable. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger settings with the safe request serializer added (no logger stays none). */
export function safeLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
