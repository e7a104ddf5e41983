import { CODES, HEADERS, type AdminGameRow, type AdminLobbyRow } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';

/**
 * The super-admin centre's games section (issue 22, ADR 035): lobbies and games listed with
 * their maintenance and hot flags, each change audited (one row, none for a repeat), and its
 * effect on the players' lists and the launch from the next call.
 */

// 03:00 UTC is 11:00 at UTC+8
const NOW = Date.UTC(2031, 2, 10, 3, 0, 0);
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('the centre’s games section on %s', (kind) => {
  let s: TestApp;
  let admin: string;
  let player: string;

  beforeAll(async () => {
    s = await openTestApp(kind);
    s.clock.now = NOW;
    const [row] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'admin'",
    );
    admin = await createSession(s.t.db, row!.id, s.clock.now);
    player = await s.login('demo', 'demo1234');
  }, 60_000);
  afterAll(() => s?.dispose());

  const reason = 'Operator test';
  const as = () => ({ token: admin });

  async function auditOf(targetKind: string, targetId: string) {
    return s.t.db.query<{ action: string; before: unknown; after: unknown; reason: string }>(
      `select action, before, after, reason from admin_audit
        where target_kind = $1 and target_id = $2 order by id`,
      [targetKind, targetId],
    );
  }

  async function launch(gameCode: string, language = 'en') {
    return (
      await s.call(
        'jumpToGame',
        { lobbyCode: 'touchline-slots', gameCode },
        { token: player, headers: { [HEADERS.language]: language } },
      )
    ).body;
  }

  it('lists the lobbies by game type, in the players’ order, with their games counted', async () => {
    const all = (await s.call('adminListLobbies', {}, as())).body;
    expect(all.code, all.msg).toBe(200);
    const list = (all.data as { list: AdminLobbyRow[] }).list;
    expect(list.map((l) => l.lobbyCode)).toEqual(['touchline-sports', 'touchline-slots']);
    expect(list[1]).toEqual({
      lobbyCode: 'touchline-slots',
      lobbyName: 'Touchline Originals',
      gameType: 'slot',
      games: 2,
      hot: true,
      maintained: false,
      maintainFrom: null,
      maintainTo: null,
      state: 'off',
    });
    const slots = (await s.call('adminListLobbies', { gameType: 'slot' }, as())).body.data as {
      list: AdminLobbyRow[];
    };
    expect(slots.list.map((l) => l.lobbyCode)).toEqual(['touchline-slots']);
    const zh = await s.call(
      'adminListLobbies',
      { gameType: 'slot' },
      {
        ...as(),
        headers: { [HEADERS.language]: 'zh-cn' },
      },
    );
    expect((zh.body.data as { list: AdminLobbyRow[] }).list[0]!.lobbyName).toBe(
      'Touchline 原创游戏',
    );
  });

  it('pages the games by code and filters them by lobby, type and name', async () => {
    const first = (await s.call('adminListGames', { limit: 1 }, as())).body.data as {
      list: AdminGameRow[];
      next: string | null;
    };
    expect(first.list.map((g) => g.gameCode)).toEqual(['golden-goal']);
    expect(first.next).toBe('golden-goal');
    const second = (await s.call('adminListGames', { limit: 1, before: first.next! }, as())).body
      .data as { list: AdminGameRow[]; next: string | null };
    expect(second.list.map((g) => g.gameCode)).toEqual(['penalty-dice']);
    const third = (await s.call('adminListGames', { limit: 1, before: 'penalty-dice' }, as())).body
      .data as { list: AdminGameRow[]; next: string | null };
    expect(third.list.map((g) => g.gameCode)).toEqual(['sportsbook']);
    expect(third.next).toBeNull();

    const names = async (input: Record<string, string>, language = 'en') =>
      (
        (
          await s.call('adminListGames', input, {
            ...as(),
            headers: { [HEADERS.language]: language },
          })
        ).body.data as { list: AdminGameRow[] }
      ).list.map((g) => g.gameCode);
    expect(await names({ lobbyCode: 'touchline-slots' })).toEqual(['golden-goal', 'penalty-dice']);
    expect(await names({ gameType: 'sports' })).toEqual(['sportsbook']);
    expect(await names({ search: 'DICE' })).toEqual(['penalty-dice']);
    // a name in the asked language, and LIKE's own characters taken as written
    expect(await names({ search: '骰子' }, 'zh-cn')).toEqual(['penalty-dice']);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ search: '_' })).toEqual([]);
  });

  it('sets a game’s window: the launch is refused within it, with the spec’s message', async () => {
    const from = NOW - HOUR;
    const to = NOW + 2 * HOUR;
    const answer = await s.call(
      'adminSetGameMaintenance',
      { gameCode: 'golden-goal', from, to, reason },
      as(),
    );
    expect(answer.body.code, answer.body.msg).toBe(200);
    expect(answer.body.data).toMatchObject({
      gameCode: 'golden-goal',
      maintainFrom: from,
      maintainTo: to,
      state: 'on',
    });
    // at once: the launch reads the table on every call
    expect(await launch('golden-goal', 'zh-cn')).toEqual({
      code: CODES.forbidden,
      msg: '该游戏维护时间为 2031-03-10 10:00 UTC+8 至 2031-03-10 13:00 UTC+8。',
    });
    // the players' list shows the window
    const games = (await s.call('listSlotGames', { lobbyCode: 'touchline-slots' })).body.data as {
      gameCode: string;
      startTimestamp: number | null;
      endTimestamp: number | null;
    }[];
    expect(games.find((g) => g.gameCode === 'golden-goal')).toMatchObject({
      startTimestamp: from,
      endTimestamp: to,
    });

    const rows = await auditOf('game', 'golden-goal');
    expect(rows).toEqual([
      {
        action: 'game.maintenanceSet',
        before: { maintained: false, from: null, to: null, hot: true },
        after: { maintained: false, from, to, hot: true },
        reason,
      },
    ]);
    // a repeat changes nothing and writes no row
    await s.call('adminSetGameMaintenance', { gameCode: 'golden-goal', from, to, reason }, as());
    expect(await auditOf('game', 'golden-goal')).toHaveLength(1);

    // ended: the game launches past its maintenance (the provider is not reached in this app)
    const ended = await s.call(
      'adminEndGameMaintenance',
      { gameCode: 'golden-goal', reason },
      as(),
    );
    expect(ended.body.data).toMatchObject({ maintainFrom: null, maintainTo: null, state: 'off' });
    expect((await launch('golden-goal')).msg).not.toMatch(/maintenance/);
    const after = await auditOf('game', 'golden-goal');
    expect(after.map((r) => r.action)).toEqual(['game.maintenanceSet', 'game.maintenanceEnd']);
    expect(after[1]!.after).toEqual({ maintained: false, from: null, to: null, hot: true });
    await s.call('adminEndGameMaintenance', { gameCode: 'golden-goal', reason }, as());
    expect(await auditOf('game', 'golden-goal')).toHaveLength(2);
  });

  it('starts a window now when no start is given, and refuses one already over', async () => {
    const now = await s.call(
      'adminSetGameMaintenance',
      { gameCode: 'penalty-dice', to: NOW + HOUR, reason },
      as(),
    );
    expect(now.body.data).toMatchObject({ maintainFrom: NOW, maintainTo: NOW + HOUR, state: 'on' });
    expect((await launch('penalty-dice')).code).toBe(CODES.forbidden);
    const over = await s.call(
      'adminSetGameMaintenance',
      { gameCode: 'penalty-dice', from: NOW - 2 * HOUR, to: NOW - HOUR, reason },
      as(),
    );
    expect(over.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'This maintenance window is already over.',
    });
    const long = await s.call(
      'adminSetGameMaintenance',
      { gameCode: 'penalty-dice', to: NOW + 31 * 24 * HOUR, reason },
      { ...as(), headers: { [HEADERS.language]: 'vi' } },
    );
    expect(long.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'Một đợt bảo trì kéo dài tối đa 30 ngày.',
    });
    // refused changes wrote nothing: the window set first holds, with its one row
    expect(await auditOf('game', 'penalty-dice')).toHaveLength(1);
    await s.call('adminEndGameMaintenance', { gameCode: 'penalty-dice', reason }, as());
  });

  it('shows a window still to come as scheduled, and the game launches until it starts', async () => {
    const answer = await s.call(
      'adminSetLobbyMaintenance',
      { lobbyCode: 'touchline-slots', from: NOW + HOUR, to: NOW + 3 * HOUR, reason },
      as(),
    );
    expect(answer.body.data).toMatchObject({ state: 'scheduled', maintainFrom: NOW + HOUR });
    expect((await launch('penalty-dice')).msg).not.toMatch(/maintenance/);
    // the lobby's window closes every game of it
    s.clock.now = NOW + 2 * HOUR;
    try {
      expect(await launch('penalty-dice')).toEqual({
        code: CODES.forbidden,
        msg: 'This game is under maintenance from 2031-03-10 12:00 UTC+8 to 2031-03-10 14:00 UTC+8.',
      });
      const lobbies = (await s.call('adminListLobbies', { gameType: 'slot' }, as())).body.data as {
        list: AdminLobbyRow[];
      };
      expect(lobbies.list[0]!.state).toBe('on');
    } finally {
      s.clock.now = NOW;
    }
    await s.call('adminEndLobbyMaintenance', { lobbyCode: 'touchline-slots', reason }, as());
    expect((await auditOf('lobby', 'touchline-slots')).map((r) => r.action)).toEqual([
      'lobby.maintenanceSet',
      'lobby.maintenanceEnd',
    ]);
  });

  it('ends the database owner’s switch too', async () => {
    await s.t.db.query(
      "update lobbies set is_maintain = true where lobby_code = 'touchline-slots'",
    );
    expect(await launch('golden-goal')).toEqual({
      code: CODES.forbidden,
      msg: 'This game is under maintenance. Please try again later.',
    });
    const listed = (await s.call('adminListLobbies', { gameType: 'slot' }, as())).body.data as {
      list: AdminLobbyRow[];
    };
    expect(listed.list[0]).toMatchObject({ maintained: true, state: 'on' });
    const ended = await s.call(
      'adminEndLobbyMaintenance',
      { lobbyCode: 'touchline-slots', reason },
      as(),
    );
    expect(ended.body.data).toMatchObject({ maintained: false, state: 'off' });
    const rows = await auditOf('lobby', 'touchline-slots');
    expect(rows.at(-1)).toMatchObject({
      action: 'lobby.maintenanceEnd',
      before: { maintained: true },
      after: { maintained: false },
    });
  });

  it('marks a game and a lobby hot or not: the players’ lists show it at once', async () => {
    const off = await s.call(
      'adminSetGameHot',
      { gameCode: 'penalty-dice', hot: false, reason },
      as(),
    );
    expect(off.body.data).toMatchObject({ gameCode: 'penalty-dice', hot: false });
    const hotGames = (await s.call('listSlotGames', { isHotGame: true })).body.data as {
      gameCode: string;
    }[];
    expect(hotGames.map((g) => g.gameCode)).not.toContain('penalty-dice');
    await s.call('adminSetGameHot', { gameCode: 'penalty-dice', hot: true, reason }, as());
    const again = (await s.call('listSlotGames', { isHotGame: true })).body.data as {
      gameCode: string;
      isHotGame: boolean;
    }[];
    expect(again.find((g) => g.gameCode === 'penalty-dice')?.isHotGame).toBe(true);
    const gameRows = await auditOf('game', 'penalty-dice');
    expect(gameRows.slice(-2).map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'game.setHot',
        expect.objectContaining({ hot: true }),
        expect.objectContaining({ hot: false }),
      ],
      [
        'game.setHot',
        expect.objectContaining({ hot: false }),
        expect.objectContaining({ hot: true }),
      ],
    ]);

    await s.call('adminSetLobbyHot', { lobbyCode: 'touchline-slots', hot: false, reason }, as());
    const lobbies = (await s.call('listHomeLobbies', {})).body.data as {
      lobbyCode: string;
      isHotGame: boolean;
    }[];
    expect(lobbies.find((l) => l.lobbyCode === 'touchline-slots')?.isHotGame).toBe(false);
    const before = (await auditOf('lobby', 'touchline-slots')).length;
    // the same again: no row
    await s.call('adminSetLobbyHot', { lobbyCode: 'touchline-slots', hot: false, reason }, as());
    expect(await auditOf('lobby', 'touchline-slots')).toHaveLength(before);
    await s.call('adminSetLobbyHot', { lobbyCode: 'touchline-slots', hot: true, reason }, as());
  });

  it('answers a code it does not know with not found, and writes no row', async () => {
    const answer = await s.call(
      'adminSetGameHot',
      { gameCode: 'no-such-game', hot: true, reason },
      as(),
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: CODES.notFound, msg: 'No game has this code.' });
    expect(await auditOf('game', 'no-such-game')).toEqual([]);
  });
});
