import { CODES, HEADERS } from '@touchline/api/contract';
import { hashServerSeed, playDiceRound, playSlotRound, GOLDEN_GOAL } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { postMovement } from '../wallet/ledger.ts';
import { DEV_GAME_PROVIDER_SECRET } from '../config.ts';
import { signedHeaders, type GameFetch } from './protocol.ts';
import { memberRefOf } from './seamless.ts';

const PROVIDER = 'touchline-originals';
const data = <T>(answer: { body: { data?: unknown } }) => answer.body.data as T;
const minor = (amount: string) => BigInt(amount.replace('.', ''));

describe.each(DATABASE_KINDS)('games in the seamless wallet on %s', (kind) => {
  let s: TestApp;
  /** Calls the provider makes to the operator that a test makes fail (by path ending). */
  const failing = new Set<string>();
  let serial = 0;
  /** The currency of the members the tests register (the site's default). */
  let currency = '';

  beforeAll(async () => {
    const viaApp: GameFetch = async (url, init) => {
      const path = new URL(url).pathname;
      if ([...failing].some((end) => path.endsWith(end))) {
        return { status: 502, text: async () => 'bad gateway' };
      }
      const response = await s.app.inject({
        method: init.method,
        url: path,
        headers: init.headers,
        payload: init.body,
      });
      return { status: response.statusCode, text: async () => response.body };
    };
    s = await openTestApp(kind, { gameFetch: viaApp });
  }, 60_000);
  afterAll(() => s?.dispose());

  /** A fresh member with `balance` (minor units) in the main wallet and a session. */
  async function player(balanceMinor: bigint): Promise<{ token: string; id: bigint }> {
    serial += 1;
    const userName = `gamer${kind.slice(0, 2)}${serial}`;
    const answer = await s.call('registerByAccount', {
      userName,
      password: 'secret123',
      regDomain: 'touchline.test',
      dateOfBirth: '1990-01-01',
      botToken: await s.botToken(),
    });
    const token = data<{ accessToken: string }>(answer).accessToken;
    const [row] = await s.t.db.query<{ id: bigint }>(
      'select id from members where user_name = $1',
      [userName],
    );
    const id = BigInt(row!.id);
    const [wallet] = await s.t.db.query<{ currency: string }>(
      'select currency from wallets where member_id = $1',
      [id],
    );
    currency = wallet!.currency;
    if (balanceMinor > 0n) {
      await s.t.db.transaction((tx) =>
        postMovement(tx, {
          memberId: id,
          amountMinor: balanceMinor,
          type: 'adjustment',
          reference: 'test',
          idempotencyKey: `test-fund:${userName}`,
        }),
      );
    }
    return { token, id };
  }

  async function balanceOf(id: bigint): Promise<bigint> {
    const [row] = await s.t.db.query<{ balance_minor: bigint }>(
      'select balance_minor from wallets where member_id = $1',
      [id],
    );
    return BigInt(row!.balance_minor);
  }

  async function launch(token: string, gameCode: string, language = 'en') {
    const answer = await s.call(
      'jumpToGame',
      { lobbyCode: 'touchline-slots', gameCode, language: language as 'en' },
      { token },
    );
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const { url } = data<{ url: string }>(answer);
    return new URL(url, 'http://site.test').searchParams.get('launch')!;
  }

  async function session(token: string, gameCode: string) {
    const opened = await s.call('openGameSession', {
      launchToken: await launch(token, gameCode),
    });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe(200);
    return data<{
      sessionToken: string;
      balance: string;
      stakes: string[];
      fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
    }>(opened);
  }

  /** A signed seamless call as a provider makes it. */
  async function seamless(
    path: 'balance' | 'debit' | 'credit' | 'rollback',
    body: Record<string, unknown>,
    options: { secret?: string; at?: number; tamper?: boolean } = {},
  ) {
    const payload = JSON.stringify({ provider: PROVIDER, ...body });
    const headers = signedHeaders(
      options.secret ?? DEV_GAME_PROVIDER_SECRET,
      payload,
      options.at ?? s.clock.now,
    );
    const response = await s.app.inject({
      method: 'POST',
      url: `/api/seamless/${path}`,
      headers,
      payload: options.tamper ? payload.replace('"amount":"', '"amount":"1') : payload,
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  async function refOf(id: bigint) {
    return memberRefOf(s.t.db, PROVIDER, id);
  }

  describe('launch', () => {
    it('answers the game client address with a one-time launch token that opens one session', async () => {
      const { token, id } = await player(10_000n);
      const answer = await s.call(
        'jumpToGame',
        { lobbyCode: 'touchline-slots', gameCode: 'penalty-dice', language: 'vi' },
        { token },
      );
      const { url, openMode } = data<{ url: string; openMode: string }>(answer);
      expect(openMode).toBe('iframe');
      expect(url).toMatch(/^\/play\/penalty-dice\?launch=lt_[\w-]{20,}&lang=vi$/);
      const launchToken = new URL(url, 'http://x').searchParams.get('launch')!;
      const opened = await s.call('openGameSession', { launchToken });
      expect(data(opened)).toMatchObject({
        gameCode: 'penalty-dice',
        gameName: 'Xúc xắc phạt đền',
        kind: 'dice',
        currency,
        balance: '100.00',
        stakes: ['0.20', '1.00', '2.00', '5.00', '10.00'],
        fairness: { clientSeed: 'touchline', nonce: 0 },
      });
      // the provider never learns the member id: its player is an opaque reference
      const [ref] = await s.t.db.query<{ player_ref: string }>(
        'select distinct player_ref from provider_sessions where player_ref = $1',
        [await refOf(id)],
      );
      expect(ref!.player_ref).toMatch(/^[0-9a-f]{32}$/);
      const again = await s.call('openGameSession', { launchToken });
      expect(again.status).toBe(404);
      expect(again.body.msg).toBe(
        'This game link has expired or was already used. Open the game again from the lobby.',
      );
    });

    it('lets a launch token expire after two minutes', async () => {
      const { token } = await player(0n);
      const launchToken = await launch(token, 'golden-goal');
      const now = s.clock.now;
      s.clock.now = now + 2 * 60_000 + 1;
      try {
        expect((await s.call('openGameSession', { launchToken })).status).toBe(404);
      } finally {
        s.clock.now = now;
      }
    });

    it('refuses a game that does not exist, one the provider does not run, and a visitor', async () => {
      const { token } = await player(0n);
      const unknown = await s.call('jumpToGame', { lobbyCode: 'no-such-lobby' }, { token });
      expect(unknown.body).toEqual({ code: CODES.notFound, msg: 'This game does not exist.' });
      const noGame = await s.call(
        'jumpToGame',
        { lobbyCode: 'touchline-slots', gameCode: 'sportsbook' },
        { token },
      );
      expect(noGame.body.code).toBe(CODES.notFound);
      const sports = await s.call('jumpToGame', { lobbyCode: 'touchline-sports' }, { token });
      expect(sports.body).toEqual({
        code: CODES.forbidden,
        msg: 'This game cannot be played here yet.',
      });
      expect((await s.call('jumpToGame', { lobbyCode: 'touchline-slots' })).status).toBe(401);
    });

    it('refuses a game or lobby in maintenance, naming the window at UTC+8', async () => {
      const start = Date.UTC(2030, 0, 1, 18, 0); // 2030-01-02 02:00 at UTC+8
      const end = Date.UTC(2030, 0, 1, 20, 30);
      const now = s.clock.now;
      s.clock.now = start - 60_000;
      const { token } = await player(0n);
      await s.t.db.query(
        `update games set maintain_start = $1, maintain_end = $2 where game_code = 'golden-goal'`,
        [new Date(start), new Date(end)],
      );
      try {
        s.clock.now = start + 60_000;
        const answer = await s.call(
          'jumpToGame',
          { lobbyCode: 'touchline-slots', gameCode: 'golden-goal' },
          { token, headers: { [HEADERS.language]: 'zh-cn' } },
        );
        expect(answer.body).toEqual({
          code: CODES.forbidden,
          msg: '该游戏维护时间为 2030-01-02 02:00 UTC+8 至 2030-01-02 04:30 UTC+8。',
        });
        // the other game of the lobby is open, and the window over, this one too
        expect(
          (
            await s.call(
              'jumpToGame',
              { lobbyCode: 'touchline-slots', gameCode: 'penalty-dice' },
              { token },
            )
          ).body.code,
        ).toBe(200);
        s.clock.now = end + 1;
        expect(
          (
            await s.call(
              'jumpToGame',
              { lobbyCode: 'touchline-slots', gameCode: 'golden-goal' },
              { token },
            )
          ).body.code,
        ).toBe(200);
        await s.t.db.query(
          `update lobbies set is_maintain = true where lobby_code = 'touchline-slots'`,
        );
        expect(
          (await s.call('jumpToGame', { lobbyCode: 'touchline-slots' }, { token })).body,
        ).toEqual({
          code: CODES.forbidden,
          msg: 'This game is under maintenance. Please try again later.',
        });
      } finally {
        s.clock.now = now;
        await s.t.db.query(
          `update games set maintain_start = null, maintain_end = null where game_code = 'golden-goal'`,
        );
        await s.t.db.query(
          `update lobbies set is_maintain = false where lobby_code = 'touchline-slots'`,
        );
      }
    });
  });

  describe('rounds', () => {
    it('keeps the balance at start − stakes + wins exactly, and every round recomputes from the revealed seed', async () => {
      const start = 50_000n;
      const { token, id } = await player(start);
      const game = await session(token, 'golden-goal');
      const stakes = ['1.00', '0.20', '2.00', '10.00', '5.00', '1.00', '0.20', '2.00'];
      const rounds: {
        stake: string;
        win: string;
        balance: string;
        nonce: number;
        clientSeed: string;
        serverSeedHash: string;
        spins: { window: string[][]; win: string; lineWins: { win: string }[] }[];
      }[] = [];
      let expected = start;
      for (const [i, stake] of stakes.entries()) {
        if (i === 4) {
          const seeded = await s.call('setGameClientSeed', {
            sessionToken: game.sessionToken,
            clientSeed: 'my lucky seed',
          });
          expect(data(seeded)).toEqual({
            serverSeedHash: game.fairness.serverSeedHash,
            clientSeed: 'my lucky seed',
            nonce: 4,
          });
        }
        const answer = await s.call('spinSlot', { sessionToken: game.sessionToken, stake });
        expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
        const round = data<(typeof rounds)[number]>(answer);
        expect(round.nonce).toBe(i);
        expected += minor(round.win) - minor(stake);
        expect(minor(round.balance)).toBe(expected);
        // the spins' wins add up to the round's (stakes divide by the 20 lines: exact)
        const spinSum = round.spins.reduce((n, spin) => n + minor(spin.win), 0n);
        expect(spinSum).toBe(minor(round.win));
        rounds.push(round);
      }
      expect(await balanceOf(id)).toBe(expected);

      // before rotation the seed stays secret; after it, every round recomputes
      const listed = await s.call('listGameRounds', {
        sessionToken: game.sessionToken,
        page: 1,
        pageSize: 20,
      });
      const before = data<{ list: { serverSeed: string | null; nonce: number }[]; total: number }>(
        listed,
      );
      expect(before.total).toBe(stakes.length);
      expect(before.list.map((r) => r.nonce)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
      expect(before.list.every((r) => r.serverSeed === null)).toBe(true);
      const rotated = data<{
        revealed: { serverSeed: string; serverSeedHash: string; rounds: number };
        fairness: { serverSeedHash: string; nonce: number };
      }>(await s.call('rotateGameSeed', { sessionToken: game.sessionToken }));
      expect(rotated.revealed.rounds).toBe(stakes.length);
      expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(game.fairness.serverSeedHash);
      expect(rotated.fairness.nonce).toBe(0);
      expect(rotated.fairness.serverSeedHash).not.toBe(game.fairness.serverSeedHash);
      for (const round of rounds) {
        const again = playSlotRound(
          GOLDEN_GOAL,
          rotated.revealed.serverSeed,
          round.clientSeed,
          round.nonce,
        );
        expect(round.spins.map((spin) => spin.window)).toEqual(
          again.spins.map((spin) => spin.evaluation.window),
        );
        expect(minor(round.win)).toBe((minor(round.stake) * BigInt(again.totalPayUnits)) / 20n);
      }
      const after = data<{ list: { serverSeed: string | null }[] }>(
        await s.call('listGameRounds', { sessionToken: game.sessionToken, page: 1, pageSize: 3 }),
      );
      expect(after.list).toHaveLength(3);
      expect(after.list.every((r) => r.serverSeed === rotated.revealed.serverSeed)).toBe(true);

      // the operator's history holds the same rounds, and its sums match them
      const day = new Date(s.clock.now + 8 * 3_600_000).toISOString().slice(0, 10);
      const range = { beginTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` };
      const sum = data<{
        betCount: number;
        betAmount: string;
        validBetAmount: string;
        winLoss: string;
        rows: { date: string; gameCode: string; gameName: string; betCount: number }[];
      }>(await s.call('sumMyBets', range, { token }));
      const staked = stakes.reduce((n, stake) => n + minor(stake), 0n);
      expect(sum.betCount).toBe(stakes.length);
      expect(minor(sum.betAmount)).toBe(staked);
      expect(minor(sum.validBetAmount)).toBe(staked);
      expect(minor(sum.winLoss)).toBe(expected - start);
      expect(sum.rows).toEqual([
        expect.objectContaining({
          date: day,
          gameCode: 'golden-goal',
          gameName: 'Golden Goal',
          betCount: stakes.length,
        }),
      ]);
      const records = data<{
        list: { orderNo: string; status: string; betAmount: string; winLoss: string }[];
        total: number;
      }>(await s.call('listMyBets', { ...range, page: 1, pageSize: 5 }, { token }));
      expect(records.total).toBe(stakes.length);
      expect(records.list).toHaveLength(5);
      const newest = rounds.at(-1)! as unknown as { roundId: string; stake: string; win: string };
      expect(records.list[0]).toMatchObject({
        orderNo: newest.roundId,
        betAmount: newest.stake,
        status:
          minor(newest.win) > minor(newest.stake)
            ? 'won'
            : minor(newest.win) < minor(newest.stake)
              ? 'lost'
              : 'draw',
      });
      const page2 = data<{ list: unknown[] }>(
        await s.call('listMyBets', { ...range, page: 2, pageSize: 5 }, { token }),
      );
      expect(page2.list).toHaveLength(3);
      expect(
        data<{ betCount: number }>(
          await s.call('sumMyBets', { ...range, gameType: 'sports' }, { token }),
        ).betCount,
      ).toBe(0);
    });

    it('rolls dice with the bet checked, and the roll recomputes from the revealed seed', async () => {
      const { token, id } = await player(10_000n);
      const game = await session(token, 'penalty-dice');
      const bad = await s.call('rollDice', {
        sessionToken: game.sessionToken,
        stake: '1.00',
        target: 9950,
        direction: 'over',
      });
      expect(bad.body).toEqual({
        code: CODES.invalidRequest,
        msg: 'Choose a target that gives a win chance from 1% to 98%.',
      });
      const offStake = await s.call('rollDice', {
        sessionToken: game.sessionToken,
        stake: '3.00',
        target: 5000,
        direction: 'over',
      });
      expect(offStake.body).toEqual({
        code: CODES.invalidRequest,
        msg: 'Choose one of the stakes offered: 0.20, 1.00, 2.00, 5.00, 10.00.',
      });
      const wrongGame = await s.call('spinSlot', {
        sessionToken: game.sessionToken,
        stake: '1.00',
      });
      expect(wrongGame.body.code).toBe(CODES.invalidRequest);
      const rolls: { roll: number; win: string; nonce: number; clientSeed: string }[] = [];
      for (const target of [5000, 2500, 9000]) {
        const answer = await s.call('rollDice', {
          sessionToken: game.sessionToken,
          stake: '2.00',
          target,
          direction: 'under',
        });
        expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
        rolls.push({ ...data<(typeof rolls)[number]>(answer) });
      }
      const won = rolls.reduce((n, r) => n + minor(r.win), 0n);
      expect(await balanceOf(id)).toBe(10_000n - 600n + won);
      const { revealed } = data<{ revealed: { serverSeed: string } }>(
        await s.call('rotateGameSeed', { sessionToken: game.sessionToken }),
      );
      for (const [i, target] of [5000, 2500, 9000].entries()) {
        const again = playDiceRound(revealed.serverSeed, rolls[i]!.clientSeed, rolls[i]!.nonce, {
          target,
          direction: 'under',
        });
        expect(rolls[i]!.roll).toBe(again.roll);
        expect(minor(rolls[i]!.win)).toBe(
          again.win ? (200n * BigInt(again.multiplier)) / 10000n : 0n,
        );
      }
    });

    it('stores nothing when the balance is short, and answers a clear message', async () => {
      const { token, id } = await player(50n);
      const game = await session(token, 'golden-goal');
      const answer = await s.call('spinSlot', { sessionToken: game.sessionToken, stake: '1.00' });
      expect(answer.body).toEqual({
        code: CODES.insufficientFunds,
        msg: 'Your balance is too low for this stake.',
      });
      expect(await balanceOf(id)).toBe(50n);
      const ref = await refOf(id);
      const stored = await s.t.db.query('select 1 from provider_rounds where player_ref = $1', [
        ref,
      ]);
      expect(stored).toHaveLength(0);
      const [seed] = await s.t.db.query<{ next_nonce: number }>(
        'select next_nonce from provider_seeds where player_ref = $1 and revealed_at is null',
        [ref],
      );
      expect(Number(seed!.next_nonce)).toBe(0);
      const sessionEnded = await s.call('spinSlot', {
        sessionToken: 'gs_not-a-session-token-at-all',
        stake: '1.00',
      });
      expect(sessionEnded.body.code).toBe(CODES.notFound);
    });

    it('rolls the debit back when the credit keeps failing, and the balance is whole again', async () => {
      const { token, id } = await player(5_000n);
      const game = await session(token, 'golden-goal');
      failing.add('/api/seamless/credit');
      try {
        const answer = await s.call('spinSlot', { sessionToken: game.sessionToken, stake: '5.00' });
        expect(answer.status).toBe(503);
        expect(answer.body.msg).toBe(
          'The game is not available right now. Please try again shortly.',
        );
      } finally {
        failing.delete('/api/seamless/credit');
      }
      expect(await balanceOf(id)).toBe(5_000n);
      const [round] = await s.t.db.query<{ status: string }>(
        'select status from game_rounds where member_id = $1',
        [id],
      );
      expect(round!.status).toBe('rolled-back');
      const [provided] = await s.t.db.query<{ status: string }>(
        'select status from provider_rounds where player_ref = $1',
        [await refOf(id)],
      );
      expect(provided!.status).toBe('rolled-back');
      const day = new Date(s.clock.now + 8 * 3_600_000).toISOString().slice(0, 10);
      const records = data<{ list: { status: string; validBetAmount: string }[] }>(
        await s.call(
          'listMyBets',
          { beginTime: `${day} 00:00:00`, endTime: `${day} 23:59:59`, page: 1, pageSize: 10 },
          { token },
        ),
      );
      expect(records.list).toEqual([
        expect.objectContaining({ status: 'void', validBetAmount: '0.00' }),
      ]);
    });
  });

  describe('the seamless protocol', () => {
    const money = (memberRef: string, roundId: string, transactionId: string, amount: string) => ({
      memberRef,
      roundId,
      transactionId,
      amount,
      currency,
      gameCode: 'golden-goal',
    });

    it('refuses a bad signature, a tampered body, another secret and a stale timestamp', async () => {
      const { id } = await player(1_000n);
      const ref = await refOf(id);
      const body = money(ref, 'r-sig', 't-sig', '1.00');
      for (const options of [
        { secret: 'another-secret-of-at-least-32-chars!!' },
        { tamper: true },
        { at: s.clock.now - 5 * 60_000 - 2_000 },
        { at: s.clock.now + 5 * 60_000 + 2_000 },
      ]) {
        const answer = await seamless('debit', body, options);
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('BAD_SIGNATURE');
      }
      const unsigned = await s.app.inject({
        method: 'POST',
        url: '/api/seamless/balance',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ provider: PROVIDER, memberRef: ref, currency: 'VND' }),
      });
      expect(unsigned.statusCode).toBe(401);
      expect(await balanceOf(id)).toBe(1_000n);
      expect((await seamless('balance', { memberRef: ref, currency })).body).toEqual({
        balance: '10.00',
        currency,
      });
      const other = currency === 'USD' ? 'CNY' : 'USD';
      expect((await seamless('balance', { memberRef: ref, currency: other })).body.code).toBe(
        'CURRENCY_MISMATCH',
      );
      expect((await seamless('balance', { memberRef: 'nobody', currency })).status).toBe(404);
      expect((await seamless('debit', { memberRef: ref })).body.code).toBe('BAD_REQUEST');
    });

    it('moves a repeated debit once, and refuses its id with another amount', async () => {
      const { id } = await player(1_000n);
      const ref = await refOf(id);
      const first = await seamless('debit', money(ref, 'r-dup', 't-dup', '2.50'));
      expect(first).toEqual({
        status: 200,
        body: { balance: '7.50', currency, transactionId: 't-dup' },
      });
      expect(await seamless('debit', money(ref, 'r-dup', 't-dup', '2.50'))).toEqual(first);
      expect(await balanceOf(id)).toBe(750n);
      const other = await seamless('debit', money(ref, 'r-dup', 't-dup', '3.00'));
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('DUPLICATE_MISMATCH');
      expect(await balanceOf(id)).toBe(750n);
      // a credit closes the round; a debit after it is refused
      const credit = await seamless('credit', {
        ...money(ref, 'r-dup', 'c-dup', '4.00'),
        roundEnded: true,
      });
      expect(credit.body.balance).toBe('11.50');
      expect(
        (await seamless('credit', { ...money(ref, 'r-dup', 'c-dup', '4.00'), roundEnded: true }))
          .body.balance,
      ).toBe('11.50');
      expect(await balanceOf(id)).toBe(1_150n);
      expect((await seamless('debit', money(ref, 'r-dup', 't-dup-2', '1.00'))).body.code).toBe(
        'ROUND_CLOSED',
      );
      const entries = await s.t.db.query<{ type: string; amount_minor: bigint }>(
        `select type, amount_minor from ledger_entries where member_id = $1 and type like 'game-%' order by id`,
        [id],
      );
      expect(entries.map((e) => [e.type, BigInt(e.amount_minor)])).toEqual([
        ['game-stake', -250n],
        ['game-win', 400n],
      ]);
    });

    it('restores the balance exactly on a rollback, and refuses a credit without a debit', async () => {
      const { id } = await player(1_234n);
      const ref = await refOf(id);
      const orphan = await seamless('credit', money(ref, 'r-none', 'c-none', '5.00'));
      expect(orphan.status).toBe(404);
      expect(orphan.body.code).toBe('UNKNOWN_ROUND');
      await seamless('debit', money(ref, 'r-rb', 'd-rb', '3.33'));
      expect(await balanceOf(id)).toBe(901n);
      const rolled = await seamless('rollback', {
        ...money(ref, 'r-rb', 'rb-1', '3.33'),
        referenceTransactionId: 'd-rb',
      });
      expect(rolled.body).toEqual({ balance: '12.34', currency, transactionId: 'rb-1' });
      expect(await balanceOf(id)).toBe(1_234n);
      // again (same id or another): nothing more moves
      expect(
        (
          await seamless('rollback', {
            ...money(ref, 'r-rb', 'rb-1', '3.33'),
            referenceTransactionId: 'd-rb',
          })
        ).body,
      ).toEqual(rolled.body);
      await seamless('rollback', {
        ...money(ref, 'r-rb', 'rb-2', '3.33'),
        referenceTransactionId: 'd-rb',
      });
      expect(await balanceOf(id)).toBe(1_234n);
      expect((await seamless('credit', money(ref, 'r-rb', 'c-rb', '1.00'))).body.code).toBe(
        'ROUND_CLOSED',
      );
      // a rollback that arrives before its debit leaves a tombstone: the debit is refused
      await seamless('rollback', {
        ...money(ref, 'r-late', 'rb-late', '1.00'),
        referenceTransactionId: 'd-late',
      });
      const late = await seamless('debit', money(ref, 'r-late', 'd-late', '1.00'));
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('TRANSACTION_ROLLED_BACK');
      expect(await balanceOf(id)).toBe(1_234n);
    });

    it('lets concurrent debits never overdraw the wallet', async () => {
      const { id } = await player(1_000n);
      const ref = await refOf(id);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          seamless('debit', money(ref, `r-c${i}`, `d-c${i}`, '3.00')),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(3);
      expect(await balanceOf(id)).toBe(100n);
      // a refused debit opened no round
      const rounds = await s.t.db.query('select 1 from game_rounds where member_id = $1', [id]);
      expect(rounds).toHaveLength(3);
    });
  });

  describe("the provider's launch endpoint", () => {
    async function launchCall(body: Record<string, unknown>, secret = DEV_GAME_PROVIDER_SECRET) {
      const payload = JSON.stringify(body);
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/originals/launch',
        headers: signedHeaders(secret, payload, s.clock.now),
        payload,
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    }
    const request = {
      operator: 'touchline',
      memberRef: 'a'.repeat(32),
      gameCode: 'golden-goal',
      currency: 'USD',
      language: 'en',
    };

    it('launches only for its operator, signed, and only the games it runs', async () => {
      const signed = await launchCall(request);
      expect(signed.status).toBe(200);
      expect(signed.body.launchToken).toMatch(/^lt_/);
      expect((await launchCall(request, 'x'.repeat(40))).body.code).toBe('BAD_SIGNATURE');
      expect((await launchCall({ ...request, operator: 'someone-else' })).status).toBe(401);
      const unknown = await launchCall({ ...request, gameCode: 'baccarat' });
      expect(unknown).toEqual({
        status: 404,
        body: { code: 'UNKNOWN_GAME', message: 'this provider does not run that game' },
      });
      expect((await launchCall({ ...request, memberRef: '' })).body.code).toBe('BAD_REQUEST');
    });
  });

  describe('lists', () => {
    it('lists a lobby’s games by lobby, type, hot flag and keyword, in the asked language', async () => {
      const games = async (input: Record<string, unknown>, language?: string) =>
        data<{ gameCode: string; gameName: string; lobbyCode: string }[]>(
          await s.call(
            'listSlotGames',
            input,
            language ? { headers: { [HEADERS.language]: language } } : {},
          ),
        );
      expect((await games({ lobbyCode: 'touchline-slots' })).map((g) => g.gameCode)).toEqual([
        'golden-goal',
        'penalty-dice',
      ]);
      expect((await games({})).map((g) => g.gameCode)).toEqual([
        'sportsbook',
        'golden-goal',
        'penalty-dice',
      ]);
      expect((await games({ gameType: 'slot', keyword: 'dice' })).map((g) => g.gameCode)).toEqual([
        'penalty-dice',
      ]);
      expect(
        (await games({ keyword: '骰子' }, 'zh-cn')).map((g) => [g.gameCode, g.gameName]),
      ).toEqual([['penalty-dice', '点球骰子']]);
      expect(await games({ keyword: '100%_' })).toEqual([]);
      expect(await games({ lobbyCode: 'nowhere' })).toEqual([]);
      expect((await games({ isHotGame: true })).length).toBe(3);
    });

    it('refuses a history range that ends before it begins', async () => {
      const { token } = await player(0n);
      const answer = await s.call(
        'sumMyBets',
        { beginTime: '2026-11-22 00:00:00', endTime: '2026-11-21 23:59:59' },
        { token },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('Illegal input: endTime: before beginTime');
    });
  });
});
