import type { FastifyInstance } from 'fastify';
import { ProtocolError, verifySignature } from './protocol.ts';

/**
 * Serves signed protocol calls (raw routes, not contract calls): each body is read as text so
 * its signature is checked over the exact bytes sent, then parsed; errors are `{ code, message }`
 * with the protocol's status. `secretFor` names the secret of the caller the body says it is.
 */
export async function registerSignedRoutes(
  fastify: FastifyInstance,
  routes: Readonly<
    Record<
      string,
      {
        secretFor(body: Record<string, unknown>): string | null;
        handle(body: Record<string, unknown>): Promise<unknown>;
      }
    >
  >,
  now: () => number,
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    for (const [url, route] of Object.entries(routes)) {
      scope.post(url, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        try {
          let body: unknown;
          try {
            body = JSON.parse(raw);
          } catch {
            throw new ProtocolError('BAD_REQUEST', 'the body is not JSON');
          }
          if (typeof body !== 'object' || body === null || Array.isArray(body)) {
            throw new ProtocolError('BAD_REQUEST', 'the body is not a JSON object');
          }
          const record = body as Record<string, unknown>;
          const secret = route.secretFor(record);
          if (secret === null) throw new ProtocolError('UNKNOWN_PROVIDER', 'unknown caller');
          const verdict = verifySignature(secret, request.headers, raw, now());
          if (verdict === 'bad-signature') {
            throw new ProtocolError('BAD_SIGNATURE', 'the signature does not match');
          }
          if (verdict === 'stale') {
            throw new ProtocolError('BAD_SIGNATURE', 'the timestamp is outside ±5 minutes');
          }
          return reply.code(200).send(await route.handle(record));
        } catch (error) {
          if (error instanceof ProtocolError) {
            return reply.code(error.status).send({
              code: error.code,
              message: error.message,
              ...(error.data === undefined ? {} : { data: error.data }),
            });
          }
          request.log.error({ err: error, url }, 'a signed game call failed');
          return reply.code(500).send({ code: 'SERVER_ERROR', message: 'server error' });
        }
      });
    }
  });
}
