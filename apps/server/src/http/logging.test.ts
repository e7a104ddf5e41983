import { platformCalls, sportsCalls } from '@touchline/api/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableUrl, quietRequest, startLogger } from './logging.ts';

/** A Fastify instance logging through `startLogger` into lines the test reads. */
async function served(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const logger = startLogger(env, (text) => lines.push(text));
  const app = Fastify({ logger });
  app.post(platformCalls.accountLogin.path, async (_request, reply) =>
    reply.status(400).send({ code: 400 }),
  );
  app.post(sportsCalls.getStatistics.path, async () => ({ code: 200 }));
  app.post(sportsCalls.listMatches.path, async () => ({ code: 200 }));
  app.get('/assets/app.js', async () => 'x');
  return { app, lines };
}

describe('the start-up console', () => {
  it('logs a request as one readable line in development, none for files and working polls', async () => {
    const { app, lines } = await served({});
    await app.inject({ method: 'POST', url: platformCalls.accountLogin.path, payload: {} });
    await app.inject({ method: 'POST', url: sportsCalls.listMatches.path, payload: {} });
    await app.inject({ method: 'POST', url: sportsCalls.getStatistics.path, payload: {} });
    await app.inject({ method: 'GET', url: '/assets/app.js' });
    app.log.info({ signal: 'SIGTERM' }, 'shutting down');
    await app.close();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}POST \/api\/user\/auth\/account-login\/v2 400 \d+ ms\n$/,
    );
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/v1\/\S+ 200 \d+ ms\n$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d INFO {2}shutting down signal=SIGTERM\n$/);
    expect(lines.join('')).not.toContain('{');
  });

  it('keeps JSON lines in production', async () => {
    const { app, lines } = await served({ NODE_ENV: 'production' });
    expect(lines).toEqual([]);
    expect(startLogger({ NODE_ENV: 'production' })).not.toHaveProperty('stream');
    expect(startLogger({ LOG_FORMAT: 'json' })).not.toHaveProperty('stream');
    await app.close();
  });

  it('prints failed polls and files, and masks secrets in the path', () => {
    expect(quietRequest(sportsCalls.getStatistics.path, 200)).toBe(true);
    expect(quietRequest(sportsCalls.getStatistics.path, 500)).toBe(false);
    expect(quietRequest('/assets/app.js?v=1', 304)).toBe(true);
    expect(quietRequest('/assets/missing.js', 404)).toBe(false);
    expect(quietRequest(platformCalls.accountLogin.path, 200)).toBe(false);
    expect(loggableUrl('/api/user/auth/mobile-registerCheckByCode/0912345678/123456')).toBe(
      '/api/user/auth/mobile-registerCheckByCode/0912345678/***',
    );
  });
});
