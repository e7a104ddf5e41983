import { STREAM_STATUS } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSportsApp, openUpcomingMatches, type SportsTestApp } from '../sports/testing.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { createMember } from './members.ts';

/** Issue 17 §1: the matches streamed beside, and their scores, from the sports service. */
describe.each(DATABASE_KINDS)('the matches linked to streams (%s)', (kind) => {
  let s: SportsTestApp;
  beforeAll(async () => {
    s = await openSportsApp(kind, { simulation: { seed: 'live-matches', speed: 60 } });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  const post = async (path: string, body: unknown, language = 'en') => {
    const response = await s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', language },
      payload: JSON.stringify(body),
    });
    return response.json() as { code: number; data: unknown };
  };

  it('lists each match a live or announced stream is linked to, with its streams, and its scores', async () => {
    const [upcoming] = openUpcomingMatches(s);
    const live = [...Array(200).keys()]
      .map((i) => s.app.touchline.sports.feed!.match(upcoming!.id - 100 + i))
      .find((m) => m?.kind === 'match' && m.progress.phase === 'live');
    expect(live).toBeTruthy();
    const host = await s.t.db.transaction((tx) =>
      createMember(tx, {
        userName: `matchhost${kind}`,
        passwordHash: null,
        currency: 'VND',
        role: 'anchor',
      }),
    );
    await s.t.db.query('insert into presenters (member_id, introduction) values ($1, $2)', [
      host,
      '',
    ]);
    const stream = async (room: string, status: number, gameId: number) =>
      s.t.db.query(
        `insert into streams (presenter_id, title, status, room_id, start_time, game_id, sport_id,
           end_time)
         values ($1, 'Linked', $2::int, $3, now(), $4, $5, case when $2::int = 3 then now() end)`,
        [host, status, room, gameId, live!.sid],
      );
    await stream('room-live-a', STREAM_STATUS.live, live!.id);
    await stream('room-soon', STREAM_STATUS.reserved, upcoming!.id);
    await stream('room-ended', STREAM_STATUS.ended, upcoming!.id + 1);

    const listed = await post('/api/live/video/matchListFront', {}, 'th');
    const matches = listed.data as { gameId: number; homeTeam: string; streamIds: number[] }[];
    expect(matches.map((m) => m.gameId).sort()).toEqual([live!.id, upcoming!.id].sort());
    expect(matches.find((m) => m.gameId === live!.id)).toMatchObject({
      homeTeam: live!.home.names.th,
      sportId: live!.sid,
      ms: 5,
    });
    expect(matches.every((m) => m.streamIds.length === 1)).toBe(true);
    const other = (await post('/api/live/video/matchListFront', { sportId: 177 })).data;
    expect(other).toEqual(live!.sid === 177 ? expect.any(Array) : []);

    const scores = await post('/api/live/match/score', { gameIds: [live!.id, 999_999_999] });
    const [score] = scores.data as {
      gameId: number;
      scores: { score: string; period: number | null }[];
    }[];
    expect(scores.data).toHaveLength(1);
    expect(score!.gameId).toBe(live!.id);
    expect(score!.scores[0]).toEqual({
      score: `${live!.progress.score.h}:${live!.progress.score.a}`,
      period: null,
    });
  });
});
