import { STREAM_DATA_RESOURCES, topics, type Stream } from '@touchline/api';
import { exampleReservedStream, exampleStream } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
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
import { createFakeRealtime } from '../../sports/testing.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Live: the derby (soccer, linked match 90001, 1:0) and a basketball night without a match. */
const derby = exampleStream;
const hoops: Stream = {
  ...exampleStream,
  id: 503,
  presenterId: 2002,
  presenterName: 'Khoa',
  title: 'Court-side: basketball night',
  sportId: 3,
  gameId: null,
  roomId: 'room-503',
  viewers: 320,
};
/** Announced: one without a sport (soonest), a soccer one later. */
const preview = exampleReservedStream;
const cupFinal: Stream = {
  ...exampleReservedStream,
  id: 504,
  title: 'Cup final build-up',
  sportId: 1,
  roomId: 'room-504',
  startTime: exampleReservedStream.startTime + 3_600_000,
};
const page = (list: Stream[]) => ok({ list, total: list.length, page: 1, pageSize: 999 });

/** The reminders the member has, as the server keeps them across calls. */
function remindersOf(initial: Stream[]) {
  let reminded = new Set(initial.map((s) => s.id));
  const all = [preview, cupFinal];
  return {
    listReservedStreams: (body: unknown) =>
      (body as { reservedByMe?: boolean }).reservedByMe
        ? page(all.filter((s) => reminded.has(s.id)))
        : page(all),
    reserveStream: (body: unknown) => {
      const { id, reserved } = body as { id: number; reserved: boolean };
      reminded = new Set(reminded);
      if (reserved) reminded.add(id);
      else reminded.delete(id);
      return ok({ id, reserved, count: reserved ? 87 : 85 });
    },
  };
}

async function openLobby(path = '/anchorPlay', answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  server.use(
    ...exampleHandlers(
      {
        // the server's order is not the lobby's: the live streams come first whatever it sends
        listStreams: (body) =>
          (body as { dataResource?: number }).dataResource === STREAM_DATA_RESOURCES.followed
            ? page([hoops])
            : page([preview, hoops, cupFinal, derby]),
        countStreamReservations: ok(86),
        ...remindersOf([cupFinal]),
        ...answers,
      },
      seen,
    ),
  );
  const realtime = createFakeRealtime();
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite(path, { local, realtime });
  return { ...site, seen, realtime, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const section = (name: string) => screen.findByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const card = (region: HTMLElement, title: string) =>
  within(region).getByRole('link', { name: title }).closest('article')!;

describe('/anchorPlay, the live lobby', () => {
  it('shows the live streams (status 2) first with viewers, match and score, then the announced ones by start', async () => {
    await openLobby();
    expect(await screen.findByRole('heading', { level: 1, name: 'Live streams' })).toBeTruthy();
    const live = await section('Live now');
    expect(titles(live)).toEqual([hoops.title, derby.title]);
    const derbyCard = card(live, derby.title);
    await waitFor(() =>
      expect(within(derbyCard).getByText('Hanoi FC – Saigon United')).toBeTruthy(),
    );
    expect(within(derbyCard).getByText(/1:0/).textContent).toBe('Score 1:0');
    expect(within(derbyCard).getByText('1.8K')).toBeTruthy();
    const scheduled = await section('Scheduled');
    expect(titles(scheduled)).toEqual([preview.title, cupFinal.title]);
    expect(within(card(scheduled, preview.title)).getByText(/^Starts/)).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('links every card to its room', async () => {
    await openLobby();
    const live = await section('Live now');
    expect(within(live).getByRole('link', { name: derby.title }).getAttribute('href')).toBe(
      '/anchorPlay/501',
    );
    const scheduled = await section('Scheduled');
    expect(within(scheduled).getByRole('link', { name: cupFinal.title }).getAttribute('href')).toBe(
      '/anchorPlay/504',
    );
  });

  it('toggles a reminder with its count, and says why when the server refuses', async () => {
    const site = await openLobby();
    const scheduled = await section('Scheduled');
    const previewCard = card(scheduled, preview.title);
    const remind = await within(previewCard).findByRole('button', { name: /^Remind me/ });
    expect(remind.getAttribute('aria-pressed')).toBe('false');
    expect(within(previewCard).getByText('Reminders: 86')).toBeTruthy();
    await userEvent.click(remind);
    await waitFor(() => expect(within(previewCard).getByText('Reminders: 87')).toBeTruthy());
    expect(
      within(previewCard)
        .getByRole('button', { name: /^Reminder set/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(site.calls('reserveStream').map((c) => c.body)).toEqual([{ id: 502, reserved: true }]);

    // the one set before is shown set, and taken back
    const cupCard = card(scheduled, cupFinal.title);
    await userEvent.click(within(cupCard).getByRole('button', { name: /^Reminder set/ }));
    await waitFor(() => expect(within(cupCard).getByText('Reminders: 85')).toBeTruthy());
    expect(
      within(cupCard)
        .getByRole('button', { name: /^Remind me/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    server.use(
      ...exampleHandlers({
        reserveStream: fail(400, 'Reminders can only be set for a stream that has not started.'),
      }),
    );
    await userEvent.click(within(cupCard).getByRole('button', { name: /^Remind me/ }));
    expect(
      await screen.findByText('Reminders can only be set for a stream that has not started.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(cupCard)
          .getByRole('button', { name: /^Remind me/ })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(within(cupCard).getByText('Reminders: 85')).toBeTruthy();
  });

  it('filters by sport, and shows every sport again', async () => {
    const site = await openLobby();
    await section('Live now');
    const sports = screen.getByRole('group', { name: 'Sport' });
    expect(
      within(sports)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All sports', 'Soccer', 'Basketball']);
    const shown = (name: string) => {
      const region = screen.queryByRole('region', { name });
      return region ? titles(region) : [];
    };
    await userEvent.click(within(sports).getByRole('button', { name: 'Basketball' }));
    expect(site.router.state.location.search).toBe('?sport=3');
    await waitFor(() => expect(shown('Live now')).toEqual([hoops.title]));
    expect(shown('Scheduled')).toEqual([]);
    expect(
      within(sports).getByRole('button', { name: 'Basketball' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(within(sports).getByRole('button', { name: 'Soccer' }));
    await waitFor(() => expect(shown('Live now')).toEqual([derby.title]));
    expect(shown('Scheduled')).toEqual([cupFinal.title]);
    await userEvent.click(within(sports).getByRole('button', { name: 'All sports' }));
    await waitFor(() => expect(shown('Live now')).toEqual([hoops.title, derby.title]));
    expect(site.router.state.location.search).toBe('');
  });

  it('shows the streams of the hosts I follow in their tab', async () => {
    const site = await openLobby();
    await section('Live now');
    await userEvent.click(screen.getByRole('tab', { name: 'Hosts I follow' }));
    await waitFor(() =>
      expect(titles(screen.getByRole('region', { name: 'Live now' }))).toEqual([hoops.title]),
    );
    expect(
      site
        .calls('listStreams')
        .some(
          (c) =>
            (c.body as { dataResource?: number }).dataResource === STREAM_DATA_RESOURCES.followed,
        ),
    ).toBe(true);
    expect(site.router.state.location.search).toBe('?tab=followed');
  });

  it('says it is loading while the list has not come', async () => {
    await openLobby('/anchorPlay', { listStreams: () => new Promise<object>(() => undefined) });
    expect((await screen.findByRole('status')).textContent).toBe('Loading the streams…');
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
  });

  it('says so when the hosts I follow have no streams', async () => {
    await openLobby('/anchorPlay?tab=followed', { listStreams: page([]) });
    expect(await screen.findByText('No streams from the hosts you follow')).toBeTruthy();
  });

  it('says so when no one is live or announced', async () => {
    await openLobby('/anchorPlay', { listStreams: page([]) });
    expect(await screen.findByText('No one is live or scheduled right now')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('moves the viewer count on a socket event, and drops a stream that ends', async () => {
    const { realtime } = await openLobby();
    const live = await section('Live now');
    await waitFor(() => expect(realtime.subscribed(topics.streamStatus(derby.id))).toBe(true));
    const event = (status: number, viewers: number) =>
      act(() =>
        realtime.emit(topics.streamStatus(derby.id), {
          streamId: derby.id,
          status,
          viewers,
          at: Date.now(),
        }),
      );
    event(2, 2500);
    expect(within(card(live, derby.title)).getByText('2.5K')).toBeTruthy();
    event(3, 0);
    expect(titles(live)).toEqual([hoops.title]);
  });

  it('says the scores could not be loaded, and loads them again on request', async () => {
    const site = await openLobby('/anchorPlay', { getLiveMatchScores: fail(500, '') });
    expect(await screen.findByText('The match scores could not be loaded.')).toBeTruthy();
    server.use(...exampleHandlers({}, site.seen));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const live = await section('Live now');
    await waitFor(() =>
      expect(within(card(live, derby.title)).getByText(/1:0/).textContent).toBe('Score 1:0'),
    );
    expect(screen.queryByText('The match scores could not be loaded.')).toBeNull();
  });

  it('hides the reminder toggles while the member’s reminders cannot be loaded', async () => {
    await openLobby('/anchorPlay', {
      listReservedStreams: fail(500, ''),
    });
    expect(
      await screen.findByText("Your reminders could not be loaded, so they can't be changed now."),
    ).toBeTruthy();
    const scheduled = await section('Scheduled');
    expect(within(scheduled).queryByRole('button', { name: /^Remind me/ })).toBeNull();
  });
});

describe('a reminded stream going live', () => {
  it('tells the member anywhere on the site, with a link to its room', async () => {
    const { realtime, router } = await openLobby('/sports');
    await waitFor(() => expect(realtime.subscribed(topics.streamStatus(cupFinal.id))).toBe(true));
    expect(realtime.subscribed(topics.streamStatus(preview.id))).toBe(false);
    act(() =>
      realtime.emit(topics.streamStatus(cupFinal.id), {
        streamId: cupFinal.id,
        status: 2,
        viewers: 12,
        at: Date.now(),
      }),
    );
    const toast = (await screen.findByText('Cup final build-up is live now')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    const watch = within(toast).getByRole('link', { name: 'Watch' });
    expect(watch.getAttribute('href')).toBe('/anchorPlay/504');
    await userEvent.click(watch);
    await waitFor(() => expect(router.state.location.pathname).toBe('/anchorPlay/504'));
    expect(screen.queryByText('Cup final build-up is live now')).toBeNull();
    // it is no reminder any more
    await waitFor(() => expect(realtime.subscribed(topics.streamStatus(cupFinal.id))).toBe(false));
  });
});
