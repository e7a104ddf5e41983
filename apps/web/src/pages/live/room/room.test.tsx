import { REALTIME_ERROR_CODES, topics } from '@touchline/api';
import { exampleStream, platformExamples } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';
import { socketUrl } from '../../sports/feed.ts';
import { watchPathOf } from '../../sports/matchRow.ts';
import { createFakeRealtime } from '../../sports/testing.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROOM = exampleStream.roomId;
const CHAT = topics.chatRoom(ROOM);
const SIGNATURE = platformExamples.getChatSignature.response.signature;

const member = () => createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });

async function openRoom(
  path = `/anchorPlay/${exampleStream.id}`,
  {
    answers = {},
    local = member(),
  }: {
    answers?: Partial<Record<string, Answer>>;
    local?: ReturnType<typeof createMemoryStorage>;
  } = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const realtime = createFakeRealtime();
  const site = await renderSite(path, { local, realtime });
  return { ...site, seen, realtime, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();
const heading = () => screen.findByRole('heading', { level: 1, name: exampleStream.title });
const chatLog = () => screen.getByRole('log');
const chatInput = () => screen.getByRole('textbox', { name: 'Message' });

/** The room's chat joined with its signature: the socket acknowledges, history may follow. */
async function joined(realtime: ReturnType<typeof createFakeRealtime>) {
  await waitFor(() => expect(realtime.signatureOf(CHAT)).toBe(SIGNATURE));
  act(() => realtime.resync(CHAT, 'subscribed'));
}

const message = (id: string, text: string, extra: object = {}) => ({
  id,
  roomId: ROOM,
  kind: 'message' as const,
  userName: 'fan_anh',
  nickName: 'Anh',
  avatarId: 2,
  vipLevel: 2,
  text,
  clientMessageId: null,
  sentAt: 1_700_000_000_000,
  ...extra,
});

describe('the live room', () => {
  it('shows the stream, its host and players, and passes axe', async () => {
    const { container, realtime } = await openRoom();
    await heading();
    const host = screen.getByRole('region', { name: 'Host' });
    expect(within(host).getByText('Mai')).toBeTruthy();
    await waitFor(() => expect(within(host).getByText('12.8K followers')).toBeTruthy());
    expect(within(host).getByText('1.8K watching')).toBeTruthy();
    const player = screen.getByRole('group', { name: exampleStream.title });
    await waitFor(() =>
      expect(within(player).getByRole('combobox', { name: 'Line' })).toBeTruthy(),
    );
    await waitFor(() =>
      expect(player.querySelector('video')?.getAttribute('src')).toBe(
        platformExamples.listVideoSources.response[0]!.url,
      ),
    );
    expect(realtime.subscribed(topics.streamStatus(exampleStream.id))).toBe(true);
    expect(realtime.subscribed(topics.gifts(ROOM))).toBe(true);
    await joined(realtime);
    await expectNoAxeViolations(container);
  });

  it('moves the viewer count and shows an ended stream as ended', async () => {
    const { realtime } = await openRoom();
    await heading();
    const status = topics.streamStatus(exampleStream.id);
    await waitFor(() => expect(realtime.subscribed(status)).toBe(true));
    act(() => realtime.emit(status, { streamId: 501, status: 2, viewers: 2400, at: 1 }));
    expect(await screen.findByText('2.4K watching')).toBeTruthy();
    act(() => realtime.emit(status, { streamId: 501, status: 3, viewers: 0, at: 2 }));
    const player = screen.getByRole('group', { name: exampleStream.title });
    await waitFor(() => expect(player.getAttribute('data-status')).toBe('ended'));
    expect(within(player).getByRole('status').textContent).toBe('The broadcast has ended');
    expect(player.querySelector('video')?.getAttribute('src')).toBeNull();
  });

  it('goes on to the next line when one fails, and the viewer may pick a line', async () => {
    const [first, second] = platformExamples.listVideoSources.response;
    await openRoom();
    const player = await screen.findByRole('group', { name: exampleStream.title });
    const video = () => player.querySelector('video')!;
    await waitFor(() => expect(video().getAttribute('src')).toBe(first!.url));
    fireEvent.error(video());
    await waitFor(() => expect(video().getAttribute('src')).toBe(second!.url));
    expect(within(player).queryByRole('alert')).toBeNull();
    // the last line failing too: the load error, with its retry
    fireEvent.error(video());
    expect(within(player).getByRole('alert').textContent).toContain(
      'The video could not be loaded',
    );
    await user().selectOptions(within(player).getByRole('combobox', { name: 'Line' }), 'Line 1');
    expect(video().getAttribute('src')).toBe(first!.url);
  });

  it('joins the chat with the signature, draws history, live messages and deletions', async () => {
    const { realtime } = await openRoom();
    await heading();
    await joined(realtime);
    act(() => {
      realtime.emit(CHAT, message('11', 'Kick-off!'));
      realtime.emit(CHAT, message('12', 'That is a *** offer'));
      // the history again after a reconnect is not drawn twice
      realtime.emit(CHAT, message('11', 'Kick-off!'));
    });
    const log = chatLog();
    expect(within(log).getAllByText('Kick-off!')).toHaveLength(1);
    expect(within(log).getByText('That is a *** offer')).toBeTruthy();
    expect(within(log).getByText('Welcome! Be kind, no spam.')).toBeTruthy();
    act(() => realtime.emit(CHAT, { kind: 'deleted', id: '12', roomId: ROOM, deletedAt: 3 }));
    expect(within(log).queryByText('That is a *** offer')).toBeNull();
  });

  it('keeps a few hundred lines at most in the DOM, however long the chat', async () => {
    const { realtime } = await openRoom();
    await heading();
    await joined(realtime);
    act(() => {
      for (let i = 1; i <= 450; i += 1) realtime.emit(CHAT, message(String(1000 + i), `Line ${i}`));
    });
    const lines = within(chatLog()).getAllByRole('listitem');
    expect(lines.length).toBeLessThanOrEqual(300);
    expect(within(chatLog()).getByText('Line 450')).toBeTruthy();
    expect(within(chatLog()).queryByText('Line 1')).toBeNull();
  });

  it("shows the member's post pending until its echo replaces it, then counts slow mode down", async () => {
    const { realtime } = await openRoom();
    await heading();
    await joined(realtime);
    await user().type(chatInput(), 'Come on!{Enter}');
    expect(realtime.chats).toHaveLength(1);
    const sent = realtime.chats[0]!;
    expect(sent).toMatchObject({ roomId: ROOM, text: 'Come on!' });
    const pending = within(chatLog()).getByText('Come on!').closest('li')!;
    expect(pending.getAttribute('data-pending')).toBe('true');
    act(() =>
      realtime.emit(
        CHAT,
        message('21', 'Come on!', { userName: 'lucky88', clientMessageId: sent.clientMessageId }),
      ),
    );
    const echoed = within(chatLog()).getAllByText('Come on!');
    expect(echoed).toHaveLength(1);
    expect(echoed[0]!.closest('li')!.getAttribute('data-pending')).toBeNull();
    expect(echoed[0]!.closest('li')!.getAttribute('data-own')).toBe('true');
    await waitFor(() => expect(chatInput()).toHaveProperty('value', ''));
    expect(screen.getByText('Slow mode: one message every 3 s')).toBeTruthy();
    expect(screen.getByText(/Slow mode: you can write again in \d s/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it("says why a post was refused in the server's words, keeps the text, and shows the ban", async () => {
    let banned = false;
    const { realtime, calls } = await openRoom(undefined, {
      answers: {
        getBanInfo: () =>
          ok(
            banned
              ? { banned: true, bannedUntil: Date.UTC(2030, 0, 2, 4, 0), reason: 'Spam links' }
              : { banned: false, bannedUntil: null, reason: '' },
          ),
      },
    });
    await heading();
    await joined(realtime);
    await user().type(chatInput(), 'buy now{Enter}');
    banned = true;
    act(() =>
      realtime.serverError({
        code: REALTIME_ERROR_CODES.forbidden,
        msg: 'You are banned from this room: Spam links',
        topic: CHAT,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are banned from this room: Spam links',
    );
    expect(within(chatLog()).queryByText('buy now')).toBeNull();
    await waitFor(() => expect(calls('getBanInfo')).toHaveLength(2));
    await waitFor(() => expect(chatInput()).toHaveProperty('disabled', true));
    expect(chatInput()).toHaveProperty('value', 'buy now');
    // the alert, and the ban's reason beside its end under the input
    expect(screen.getAllByText(/Spam links/)).toHaveLength(2);
    expect(document.querySelector('form time')?.textContent).toMatch(/\d{2}:\d{2}/);
  });

  it('says a slow-mode refusal as the server does', async () => {
    const { realtime } = await openRoom();
    await heading();
    await joined(realtime);
    await user().type(chatInput(), 'again{Enter}');
    act(() =>
      realtime.serverError({
        code: REALTIME_ERROR_CODES.rateLimited,
        msg: 'Slow mode: wait 2 s',
        topic: CHAT,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Slow mode: wait 2 s');
    expect(chatInput()).toHaveProperty('value', 'again');
  });

  it('asks for a new signature when the socket refuses the one it has', async () => {
    const { realtime, calls } = await openRoom();
    await heading();
    await joined(realtime);
    act(() =>
      realtime.serverError({ code: REALTIME_ERROR_CODES.unauthorized, msg: 'x', topic: CHAT }),
    );
    await waitFor(() => expect(calls('getChatSignature')).toHaveLength(2));
  });

  it('shows a banned member the reason and end of the ban from the start', async () => {
    await openRoom(undefined, {
      answers: {
        getBanInfo: ok({ banned: true, bannedUntil: null, reason: 'Abuse' }),
      },
    });
    await heading();
    await waitFor(() => expect(chatInput()).toHaveProperty('disabled', true));
    expect(screen.getByText(/You can't chat right now|Abuse/, { selector: 'p' })).toBeTruthy();
  });

  it('follows the host and shows the new count', async () => {
    const { calls } = await openRoom(undefined, {
      answers: { followPresenter: ok({ id: 2001, followed: true, followers: 12841 }) },
    });
    await heading();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await user().click(follow);
    await screen.findByRole('button', { name: 'Following' });
    expect(calls('followPresenter')[0]!.body).toEqual({ id: 2001, followed: true });
  });

  it('sends a gift with a key kept across a refusal, which says why and keeps the choice', async () => {
    let refuse = true;
    const { realtime, calls } = await openRoom(undefined, {
      answers: {
        fetchMemberWallet: ok({ memberWallet: '500000.00', currency: 'VND' }),
        sendGift: () =>
          refuse
            ? fail(463, 'You reached your daily gift limit.')
            : ok(platformExamples.sendGift.response),
      },
    });
    await heading();
    await user().click(screen.getByRole('button', { name: 'Send a gift' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(await within(dialog).findByRole('radio', { name: /Heart/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Send gift' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You reached your daily gift limit.',
    );
    expect(within(dialog).getByRole('radio', { name: /Heart/ })).toHaveProperty('checked', true);
    refuse = false;
    await user().click(within(dialog).getByRole('button', { name: 'Send gift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = calls('sendGift').map((c) => c.body as Record<string, unknown>);
    expect(first).toMatchObject({ streamId: 501, giftId: 1, count: 1 });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(screen.getByTestId('gift-burst').textContent).toContain('Heart');
    // the room's own gift event: a line in the chat
    act(() =>
      realtime.emit(topics.gifts(ROOM), {
        roomId: ROOM,
        streamId: 501,
        giftId: 1,
        giftName: 'Heart',
        count: 1,
        senderName: 'luc***',
        animation: null,
        sentAt: 5,
      }),
    );
    const line = within(chatLog()).getByText('Heart').closest('li')!;
    expect(line.getAttribute('data-kind')).toBe('gift');
  });

  it('lets a visitor watch, and asks them to log in to chat, follow or send a gift', async () => {
    const { realtime, shell } = await openRoom(undefined, { local: createMemoryStorage() });
    await heading();
    expect(realtime.subscribed(CHAT)).toBe(false);
    expect(chatInput()).toHaveProperty('disabled', true);
    await user().click(await screen.findByRole('button', { name: 'Follow' }));
    expect(shell.dialogs.get()).toEqual({ kind: 'login', mode: 'account' });
    act(() => shell.dialogs.close());
    await user().click(screen.getByRole('button', { name: 'Send a gift' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Send gift' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when a stream does not exist, with the way to the lobby', async () => {
    await openRoom('/anchorPlay/999', { answers: { getStream: fail(404, 'Not found') } });
    await screen.findByRole('heading', { level: 1, name: 'Stream not found' });
    expect(screen.getByRole('link', { name: 'Go to live streams' }).getAttribute('href')).toBe(
      '/anchorPlay',
    );
  });

  it('says when the room could not be loaded, and tries again', async () => {
    let down = true;
    await openRoom(undefined, {
      answers: { getStream: () => (down ? fail(500, '') : ok(exampleStream)) },
    });
    await screen.findByText('The room could not be loaded');
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });

  it("opens a match's room inside the sportsbook, or says the match has no stream", async () => {
    await openRoom('/sports/live/90001');
    await heading();
    server.resetHandlers();
  });

  it('says when a match has no live stream', async () => {
    await openRoom('/sports/live/12345');
    await screen.findByRole('heading', { level: 1, name: 'No live stream for this match' });
    expect(screen.getByRole('link', { name: 'Back to the match' }).getAttribute('href')).toBe(
      '/sports/sportsdetail/12345',
    );
  });

  it("leads from a match's watch link to its room", async () => {
    const { router } = await openRoom('/sports/sportsdetail/90001');
    await user().click(await screen.findByRole('link', { name: 'Watch live stream' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports/live/90001'));
    await heading();
  });
});

describe('the room helpers', () => {
  it("carries the reader's language on the socket's address", () => {
    expect(socketUrl({ protocol: 'https:', host: 'touchline.test' }, 'zh-cn')).toBe(
      'wss://touchline.test/ws?lang=zh-cn',
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it("watches a match at its site path, or at the match's room", () => {
    expect(watchPathOf({ id: 7, liveUrl: '/sports/live/7' })).toBe('/sports/live/7');
    expect(watchPathOf({ id: 7, liveUrl: 'https://cdn.test/7.m3u8' })).toBe('/sports/live/7');
    expect(watchPathOf({ id: 7, liveUrl: '//evil.test/x' })).toBe('/sports/live/7');
  });
});
