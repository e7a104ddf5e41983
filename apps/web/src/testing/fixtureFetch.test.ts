import { exampleLobby, exampleSportsbookConfig, platformExamples } from '@touchline/api/examples';
import { describe, expect, it } from 'vitest';
import { fixtureFetch } from './fixtureFetch.ts';

describe('fixtureFetch', () => {
  it('answers a call with its example, path parameters included', async () => {
    const fetch = fixtureFetch();
    const lobbies = await (await fetch('http://x.test/api/user/home/bar/list?isHotGame=1')).json();
    expect(lobbies).toEqual({ code: 200, msg: '', data: [exampleLobby] });
    const stream = await (await fetch('http://x.test/api/live/stream/getInfo/501')).json();
    expect(stream.data).toEqual(platformExamples.getStream.response);
    const token = await (
      await fetch('http://x.test/api/game/bet/sports/token', { method: 'POST' })
    ).json();
    expect(token.data).toEqual(exampleSportsbookConfig);
  });

  it('answers what it is told instead, and 404 for unknown paths', async () => {
    const fetch = fixtureFetch({ listHomeLobbies: { code: 500, msg: 'down' } });
    expect(await (await fetch('http://x.test/api/user/home/bar/list')).json()).toEqual({
      code: 500,
      msg: 'down',
    });
    expect((await fetch('http://x.test/nowhere')).status).toBe(404);
  });
});
