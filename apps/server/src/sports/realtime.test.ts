import { REALTIME_ERROR_CODES, topicPayloadSchemas, topics } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient as Client } from '../testing/socket-client.ts';
import { openSportsApp, type SportsTestApp } from './testing.ts';

describe('the realtime socket', () => {
  let s: SportsTestApp;
  let url: string;
  beforeAll(async () => {
    s = await openSportsApp('pglite', { simulation: { seed: 'realtime', sports: [1, 3] } });
    const address = await s.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace(/^http/, 'ws')}/ws`;
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it('answers pings and refuses what it cannot read', async () => {
    const client = await Client.open(url);
    client.send({ type: 'ping', id: 7 });
    expect(await client.next((m) => m.type === 'pong')).toEqual({ type: 'pong', id: 7 });
    client.send('not json');
    const error = await client.next((m) => m.type === 'error');
    expect(error).toMatchObject({ code: REALTIME_ERROR_CODES.badMessage });
    client.send({ type: 'subscribe', topic: topics.matchOdds(1) });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({
      code: REALTIME_ERROR_CODES.unknownTopic,
      topic: 'match-odds:1',
    });
    client.close();
  });

  it('acknowledges a subscription, then sends price and status changes of the match', async () => {
    const match = s.sports.feed
      .matches()
      .find((m) => m.kind === 'match' && m.progress.phase === 'upcoming')!;
    const client = await Client.open(url);
    const topic = topics.matchOdds(match.id);
    client.send({ type: 'subscribe', topic });
    expect(await client.next((m) => m.type === 'subscribed')).toEqual({
      type: 'subscribed',
      topic,
    });
    s.sports.feed.adjust(match.id, { homeRating: 1.5, awayRating: 0.8 });
    const event = await client.next((m) => m.type === 'event');
    const data = topicPayloadSchemas['match-odds'].parse((event as { data: unknown }).data);
    expect(data.matchId).toBe(match.id);
    const result = data.markets.find((m) => m.id === match.markets[0]!.id)!;
    expect(result.selections.map((x) => x.price)).toEqual(
      match.markets[0]!.selections.map((x) => x.price),
    );
    s.sports.feed.suspend(match.id, s.clock.now + 5_000);
    const suspended = await client.next((m) => m.type === 'event');
    expect(
      topicPayloadSchemas['match-odds'].parse((suspended as { data: unknown }).data).markets[0]!
        .status,
    ).toBe('suspended');
    client.send({ type: 'unsubscribe', topic });
    client.send({ type: 'ping', id: 1 });
    await client.next((m) => m.type === 'pong');
    s.sports.feed.adjust(match.id, { homeRating: 0.8, awayRating: 1.5 });
    client.send({ type: 'ping', id: 2 });
    await client.next((m) => m.type === 'pong' && m.id === 2);
    expect(client.received.filter((m) => m.type === 'event')).toHaveLength(0);
    client.close();
  });

  it('sends score changes of a live match', async () => {
    const match = s.sports.feed
      .matches()
      .find((m) => m.kind === 'match' && m.sid === 3 && m.progress.phase === 'live')!;
    const client = await Client.open(url);
    const topic = topics.matchScore(match.id);
    client.send({ type: 'subscribe', topic });
    await client.next((m) => m.type === 'subscribed');
    await s.advance(120_000, 5_000);
    const event = await client.next((m) => m.type === 'event' && m.topic === topic);
    const data = topicPayloadSchemas['match-score'].parse((event as { data: unknown }).data);
    expect(data.matchId).toBe(match.id);
    expect(data.scores[0]!.score).toMatch(/^\d+:\d+$/);
    client.close();
  });

  it('handles auth and a balance subscription sent back to back in order', async () => {
    const m = await s.member(10_000n);
    const client = await Client.open(url);
    client.send({ type: 'auth', token: m.sessionToken });
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    expect(await client.next((x) => x.type === 'subscribed' || x.type === 'error')).toMatchObject({
      type: 'subscribed',
      topic: topics.memberBalance(),
    });
    client.close();
  });

  it('follows the member’s own balance only after authentication', async () => {
    const m = await s.member(10_000n);
    const client = await Client.open(url);
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    expect(await client.next((x) => x.type === 'error')).toMatchObject({
      code: REALTIME_ERROR_CODES.unauthorized,
    });
    client.send({ type: 'auth', token: 'tl_wrong' });
    expect(await client.next((x) => x.type === 'error')).toMatchObject({
      code: REALTIME_ERROR_CODES.unauthorized,
    });
    client.send({ type: 'auth', token: m.sessionToken });
    expect(await client.next((x) => x.type === 'authenticated')).toMatchObject({
      type: 'authenticated',
    });
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    await client.next((x) => x.type === 'subscribed');
    const match = s.sports.feed
      .matches()
      .find(
        (x) =>
          x.kind === 'match' && x.progress.phase === 'upcoming' && x.markets[0]!.status === 'open',
      )!;
    const market = match.markets[0]!;
    const bet = await s.call(
      'placeSingleBets',
      {
        bets: [
          {
            matchId: match.id,
            marketId: market.id,
            selectionId: market.selections[0]!.id,
            price: market.selections[0]!.price,
            stake: '10.00',
          },
        ],
        idempotencyKey: 'balance-event-1',
      },
      m.sportsToken,
    );
    expect(bet.code).toBe(200);
    const event = await client.next((x) => x.type === 'event');
    expect(
      topicPayloadSchemas['member-balance'].parse((event as { data: unknown }).data),
    ).toMatchObject({
      memberWallet: '90.00',
      reason: 'bet',
    });
    client.close();
  });
});
