import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';

/**
 * The default transport: a listening server whose operator and in-house provider reach each
 * other with the global fetch at the server's own address, as `pnpm start` runs them.
 */
describe.each(DATABASE_KINDS)('games over real HTTP on %s', (kind) => {
  let s: TestApp;
  let origin: string;
  beforeAll(async () => {
    s = await openTestApp(kind, { gameFetch: (url, init) => fetch(url, init) });
    origin = await s.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(() => s?.dispose());

  it('launches, opens a session and plays a round through its own address', async () => {
    const token = await s.login('demo', 'demo1234');
    const before = (await s.call('fetchMemberWallet', {}, { token })).body.data as {
      memberWallet: string;
    };
    const jump = async (body: Record<string, unknown>) =>
      (await fetch(`${origin}/api/game/bet/single-wallet/jump`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, token }),
      }).then((r) => r.json())) as { code: number; data: { url: string } };
    const launched = await jump({ lobbyCode: 'touchline-slots', gameCode: 'penalty-dice' });
    expect(launched.code).toBe(200);
    const launchToken = new URL(launched.data.url, origin).searchParams.get('launch')!;
    const post = async (path: string, body: unknown) =>
      (await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as { code: number; data: Record<string, string> };
    const session = await post('/api/originals/session', { launchToken });
    expect(session.code).toBe(200);
    expect(session.data.balance).toBe(before.memberWallet);
    const round = await post('/api/originals/dice/roll', {
      sessionToken: session.data.sessionToken,
      stake: '1.00',
      target: 5000,
      direction: 'over',
    });
    expect(round.code).toBe(200);
    const toMinor = (amount: string) => BigInt(amount.replace('.', ''));
    expect(toMinor(round.data.balance!)).toBe(
      toMinor(before.memberWallet) - 100n + toMinor(round.data.win!),
    );
  });
});
