import { platformCalls, sportsCalls } from '@touchline/api/contract';
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

/** Calls the web app asks again and again (a timer, not a person): quiet while they succeed. */
const POLLED_PATHS: ReadonlySet<string> = new Set([
  sportsCalls.getStatistics.path,
  sportsCalls.getCashOutQuotes.path,
  sportsCalls.quoteBetSlip.path,
  sportsCalls.getBetStatuses.path,
  platformCalls.fetchMemberWallet.path,
  platformCalls.getMaintenanceInfo.path,
]);

/** Whether a request is an API call (or the socket), not a file of the web app. */
function isCall(path: string): boolean {
  return /^\/(api|v1)\//.test(path) || path === '/ws';
}

/** Whether the development log leaves a finished request out: a file, or a polled call, that worked. */
export function quietRequest(url: string, status: number): boolean {
  if (status >= 400) return false;
  const path = url.split('?')[0]!;
  return !isCall(path) || POLLED_PATHS.has(path);
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);

/**
 * The development console: pino's JSON lines as one readable line each, and a request as one
 * line when it ends (`12:00:01 POST /api/… 400 12 ms`) — Fastify writes two JSON lines per
 * request (incoming, completed), so the demo SMS codes and the start-up lines drowned. Files of
 * the web app and polled calls that worked print nothing; every failure prints.
 */
export function readableLogStream(write: (text: string) => void = (t) => process.stdout.write(t)) {
  const pending = new Map<string, { method: string; url: string }>();
  return {
    write(line: string): void {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        write(line.endsWith('\n') ? line : `${line}\n`);
        return;
      }
      const time = new Date(Number(entry.time ?? Date.now())).toISOString().slice(11, 19);
      const level = LEVELS[Number(entry.level)] ?? 'INFO ';
      const reqId = String(entry.reqId ?? '');
      const req = entry.req as { method?: string; url?: string } | undefined;
      if (entry.msg === 'incoming request' && req) {
        pending.set(reqId, { method: req.method ?? '?', url: req.url ?? '?' });
        return;
      }
      if (entry.msg === 'request completed') {
        const started = pending.get(reqId);
        pending.delete(reqId);
        const status = Number((entry.res as { statusCode?: number } | undefined)?.statusCode);
        if (!started || quietRequest(started.url, status)) return;
        const ms = Math.round(Number(entry.responseTime ?? 0));
        const tag = status >= 500 ? 'ERROR' : status >= 400 ? 'WARN ' : 'INFO ';
        write(`${time} ${tag} ${started.method} ${started.url} ${status} ${ms} ms\n`);
        return;
      }
      const extra = Object.entries(entry)
        .filter(([key]) => !SKIP.has(key))
        .map(
          ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        );
      const where = req?.url ? ` ${req.method ?? ''} ${req.url}` : '';
      const err = entry.err as { message?: string; stack?: string } | undefined;
      write(
        `${time} ${level} ${String(entry.msg ?? '')}${where}${extra.length ? ` ${extra.join(' ')}` : ''}\n` +
          (err ? `${err.stack ?? err.message ?? ''}\n` : ''),
      );
    },
  };
}

/**
 * The logger `pnpm start` runs with: JSON lines (pino's, two per request) in production, where
 * a log collector reads them; the readable console of `readableLogStream` otherwise, or when
 * `LOG_FORMAT=json` asks for JSON.
 */
export function startLogger(
  env: Record<string, string | undefined>,
  write?: (text: string) => void,
): NonNullable<FastifyServerOptions['logger']> {
  const base = { level: 'info', redact: ['req.headers.authorization'] };
  if (env.NODE_ENV === 'production' || env.LOG_FORMAT === 'json') return base;
  return { ...base, stream: readableLogStream(write) };
}
