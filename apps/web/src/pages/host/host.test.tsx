import { exampleAnchorInfo, exampleReservedStream, exampleStream } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS, POPUP_AD_KEY_PREFIX } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, fail, ok, server, type Answer, type Seen } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';
import { localDay } from '../../site/SiteNotices.tsx';

// The host centre, logged in as the example host (user info role 'anchor', user id 2001).

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openHostCentre(
  path = '/personalAnchor',
  answers: Partial<Record<string, Answer>> = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers({ getUserInfo: ok(exampleAnchorInfo), ...answers }, seen));
  const local = createMemoryStorage({
    [LOCAL_STORAGE_KEYS.session]: 'session-host',
    // the daily popup ad is the example member's only: the host has seen theirs today
    [POPUP_AD_KEY_PREFIX + exampleAnchorInfo.userName]: JSON.stringify({
      date: localDay(new Date()),
      ids: [],
    }),
  });
  const site = await renderSite(path, { local });
  await screen.findByRole('heading', { level: 1, name: 'Host centre' });
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();

describe('who may open the host centre', () => {
  it('shows a member the 403 page, not the host centre', async () => {
    server.use(...exampleHandlers());
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
    const { router } = await renderSite('/personalAnchor', { local });
    expect(await screen.findByRole('heading', { level: 1, name: /Access denied/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.queryByRole('heading', { name: 'Host centre' })).toBeNull();
  });
});

describe('the sections', () => {
  it('keeps the chosen tab in the address and opens the one the address names', async () => {
    const { router } = await openHostCentre();
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Streams' }));
    expect(router.state.location.search).toBe('?tab=streams');
    expect(await screen.findByRole('heading', { name: 'Your streams' })).toBeTruthy();
    await router.navigate('/personalAnchor?tab=moderation');
    expect(await screen.findByRole('heading', { name: 'Ban log' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Moderation', selected: true })).toBeTruthy();
  });
});

describe('the profile', () => {
  it('reads the host’s own card by their user id and previews it as viewers see it', async () => {
    const { calls } = await openHostCentre();
    const preview = (await screen.findByRole('heading', { name: 'As viewers see it' }))
      .parentElement!;
    expect(within(preview).getByText('Mai', { selector: 'p' })).toBeTruthy();
    expect(within(preview).getByText('12840 followers')).toBeTruthy();
    expect(calls('getPresenter')).toHaveLength(1);
    // the preview follows what is typed before it is saved
    const name = screen.getByRole('textbox', { name: 'Name viewers see' });
    await user().clear(name);
    await user().type(name, 'Mai Live');
    expect(within(preview).getByText('Mai Live', { selector: 'p' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('saves the card (multipart) and says so', async () => {
    const { calls } = await openHostCentre();
    const name = await screen.findByRole('textbox', { name: 'Name viewers see' });
    await user().clear(name);
    await user().type(name, 'Mai Live');
    await user().click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card is saved.')).toBeTruthy();
    const [sent] = calls('updatePresenter');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(String(sent!.body)).toContain('Mai Live');
  });

  it('picks the card’s cover tags (at most 3), shows them in the preview and saves them', async () => {
    const { calls } = await openHostCentre('/personalAnchor', {
      listCoverTags: ok([
        { id: 1, name: 'Football' },
        { id: 2, name: 'Tips' },
        { id: 3, name: 'Chat' },
        { id: 4, name: 'Preview' },
      ]),
    });
    const tags = await screen.findByRole('group', { name: 'Tags on your card (up to 3)' });
    // the card's own tags are picked
    expect(within(tags).getByRole('checkbox', { name: 'Football' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(tags).getByRole('checkbox', { name: 'Tips' })).toHaveProperty('checked', true);
    await user().click(within(tags).getByRole('checkbox', { name: 'Chat' }));
    // three picked: the fourth waits
    expect(within(tags).getByRole('checkbox', { name: 'Preview' })).toHaveProperty(
      'disabled',
      true,
    );
    await user().click(within(tags).getByRole('checkbox', { name: 'Tips' }));
    const preview = screen.getByRole('region', { name: 'As viewers see it' });
    expect(within(preview).getByText('Football · Chat')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card is saved.')).toBeTruthy();
    expect(String(calls('updatePresenter')[0]!.body)).toContain('[1,3]');
  });

  it('keeps what was typed when the server refuses, with its message', async () => {
    await openHostCentre('/personalAnchor', {
      updatePresenter: fail(400, 'This name is taken.'),
    });
    const name = await screen.findByRole('textbox', { name: 'Name viewers see' });
    await user().clear(name);
    await user().type(name, 'Taken');
    await user().click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findAllByText('This name is taken.')).length).toBeGreaterThan(0);
    expect((name as HTMLInputElement).value).toBe('Taken');
  });

  it('asks for a name rather than sending an empty one', async () => {
    const { calls } = await openHostCentre();
    await user().clear(await screen.findByRole('textbox', { name: 'Name viewers see' }));
    await user().click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter the name viewers see.')).toBeTruthy();
    expect(calls('updatePresenter')).toHaveLength(0);
  });
});

describe('the streams', () => {
  const streamsOf = async () => {
    const heading = await screen.findByRole('heading', { name: 'Your streams' });
    return heading.parentElement!;
  };

  it('lists the host’s streams with their status, reminders and playback addresses', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams');
    const list = await streamsOf();
    expect(await within(list).findByText('86 reminders')).toBeTruthy();
    expect(within(list).getByText('Scheduled')).toBeTruthy();
    expect(within(list).getAllByText('Live').length).toBeGreaterThan(0);
    expect(await within(list).findByRole('list', { name: 'Playback addresses' })).toBeTruthy();
    expect(calls('listStreams')[0]!.body).toMatchObject({ presenterId: 2001, pageSize: 999 });
    expect(calls('countStreamReservations')).toHaveLength(1);
    await expectNoAxeViolations(document.body);
  });

  it('goes live now with a title and a linked match (no start time)', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams');
    await user().type(await screen.findByRole('textbox', { name: 'Title' }), 'Derby talk');
    const matches = await screen.findByRole('list', { name: 'Matches' });
    await user().click(within(matches).getAllByRole('button')[0]!);
    expect(screen.getByText(/^Linked to /)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Go live now' }));
    expect(await screen.findByText('You are live.')).toBeTruthy();
    const [sent] = calls('saveStream');
    expect(sent!.body).toMatchObject({ title: 'Derby talk', gameId: 90001, sportId: 1 });
    expect(sent!.body).not.toHaveProperty('startTime');
  });

  it('asks for a title, and keeps the form when the server refuses', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams', {
      saveStream: fail(409, 'You are already live.'),
    });
    await user().click(await screen.findByRole('button', { name: 'Go live now' }));
    expect(await screen.findByText('Give the stream a title.')).toBeTruthy();
    expect(calls('saveStream')).toHaveLength(0);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user().type(title, 'Second stream');
    await user().click(screen.getByRole('button', { name: 'Go live now' }));
    expect((await screen.findAllByText('You are already live.')).length).toBeGreaterThan(0);
    expect((title as HTMLInputElement).value).toBe('Second stream');
  });

  it('ends a live stream only after the host confirms', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams');
    const list = await streamsOf();
    await user().click(await within(list).findByRole('button', { name: 'End stream' }));
    const ask = await screen.findByRole('dialog', { name: 'End this stream?' });
    await user().click(within(ask).getByRole('button', { name: 'Go back' }));
    expect(calls('stopStream')).toHaveLength(0);
    await user().click(within(list).getByRole('button', { name: 'End stream' }));
    const again = await screen.findByRole('dialog', { name: 'End this stream?' });
    await user().click(within(again).getByRole('button', { name: 'End stream' }));
    await waitFor(() => expect(calls('stopStream')).toHaveLength(1));
    expect(calls('stopStream')[0]!.body).toEqual({ id: exampleStream.id });
  });

  it('cancels a scheduled stream after confirming, and starts one', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams');
    const list = await streamsOf();
    await user().click(await within(list).findByRole('button', { name: 'Cancel stream' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel this stream?' });
    await user().click(within(ask).getByRole('button', { name: 'Cancel stream' }));
    await waitFor(() => expect(calls('cancelStream')).toHaveLength(1));
    expect(calls('cancelStream')[0]!.body).toEqual({ id: exampleReservedStream.id });
    await user().click(within(list).getByRole('button', { name: 'Go live' }));
    await waitFor(() => expect(calls('startStream')).toHaveLength(1));
  });
});

describe('editing a stream', () => {
  it('changes a scheduled stream’s title and start, refusing a start in the past', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams');
    const list = (await screen.findByRole('heading', { name: 'Your streams' })).parentElement!;
    // the live stream comes first; the scheduled one second
    await user().click((await within(list).findAllByRole('button', { name: 'Edit' }))[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit stream' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user().clear(title);
    await user().type(title, 'Sunday preview, extended');
    const start = within(dialog).getByLabelText('Start time');
    await user().clear(start);
    await user().type(start, '2001-01-01T10:00');
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Pick a start time later than now.')).toBeTruthy();
    expect(calls('updateStream')).toHaveLength(0);
    await user().clear(start);
    await user().type(start, '2099-06-01T20:30');
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls('updateStream')).toHaveLength(1));
    expect(calls('updateStream')[0]!.body).toEqual({
      id: exampleReservedStream.id,
      title: 'Sunday preview, extended',
      startTime: new Date('2099-06-01T20:30').getTime(),
    });
  });
  it('changes a live stream’s tags (the stream’s own picked at first); its start stays', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=streams');
    const list = (await screen.findByRole('heading', { name: 'Your streams' })).parentElement!;
    await user().click((await within(list).findAllByRole('button', { name: 'Edit' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit stream' });
    const tags = await within(dialog).findByRole('group', { name: 'Tags' });
    expect(within(tags).getByRole('checkbox', { name: 'Football' })).toHaveProperty(
      'checked',
      true,
    );
    await user().click(within(tags).getByRole('checkbox', { name: 'Tips' }));
    expect(within(dialog).queryByLabelText('Start time')).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls('updateStream')).toHaveLength(1));
    expect(calls('updateStream')[0]!.body).toEqual({
      id: exampleStream.id,
      title: exampleStream.title,
      tagIds: [1],
    });
  });
});

describe('moderation', () => {
  it('bans a viewer in the host’s room with a length and a reason', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=moderation');
    await user().type(await screen.findByRole('textbox', { name: 'User name' }), 'spammer');
    await user().selectOptions(screen.getByRole('combobox', { name: 'For' }), '1440');
    await user().type(screen.getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user().click(screen.getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('The viewer is banned.')).toBeTruthy();
    expect(calls('banUser')[0]!.body).toEqual({
      roomId: exampleStream.roomId,
      userName: 'spammer',
      reason: 'Spam',
      durationMinutes: 1440,
    });
  });

  it('filters the log and lifts the selected bans after confirming', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=moderation');
    await user().click(await screen.findByRole('checkbox', { name: 'In force only' }));
    await waitFor(() =>
      expect(calls('listBans').some((c) => (c.body as { active?: boolean }).active)).toBe(true),
    );
    await user().click(
      await screen.findByRole('checkbox', { name: 'Select the ban of spam***er' }),
    );
    await user().click(screen.getByRole('button', { name: 'Lift selected (1)' }));
    const ask = await screen.findByRole('dialog', { name: 'Lift 1 bans?' });
    await user().click(within(ask).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(calls('liftBans')).toHaveLength(1));
    expect(calls('liftBans')[0]!.body).toEqual({ ids: [41] });
  });

  it('shows the shielded words saved before and saves the new list', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=moderation');
    const words = await screen.findByRole('textbox', { name: "Words hidden in your rooms' chat" });
    expect((words as HTMLTextAreaElement).value).toBe('spoiler');
    await user().type(words, '\nleak, spoiler');
    await user().click(screen.getByRole('button', { name: 'Save words' }));
    expect(await screen.findByText('Your shielded words are saved.')).toBeTruthy();
    expect(calls('saveShieldedWords')[0]!.body).toEqual({ words: ['spoiler', 'leak'] });
    await expectNoAxeViolations(document.body);
  });
});

describe('push orders', () => {
  it('pushes a selection of the live stream’s match at the price shown', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=push');
    const selections = await screen.findByRole('group', { name: 'Selection' });
    await user().click(within(selections).getAllByRole('button')[0]!);
    await user().click(screen.getByRole('button', { name: /^Push at / }));
    expect(await screen.findByText('Your order is pushed to the room.')).toBeTruthy();
    expect(calls('savePushOrder')[0]!.body).toMatchObject({
      streamId: exampleStream.id,
      matchId: 90001,
    });
    expect(typeof (calls('savePushOrder')[0]!.body as { price: unknown }).price).toBe('number');
  });

  it('says so when the price got worse (code 461), keeping the analysis', async () => {
    await openHostCentre('/personalAnchor?tab=push', {
      savePushOrder: fail(461, 'The price changed.'),
    });
    const selections = await screen.findByRole('group', { name: 'Selection' });
    await user().click(within(selections).getAllByRole('button')[0]!);
    const analysis = screen.getByRole('textbox', { name: 'Analysis' });
    await user().type(analysis, 'Strong at home');
    await user().click(screen.getByRole('button', { name: /^Push at / }));
    expect(
      await screen.findByText(
        'The price is now worse than the one you saw. Check the new price and push again.',
      ),
    ).toBeTruthy();
    expect((analysis as HTMLTextAreaElement).value).toBe('Strong at home');
  });

  it('shows the record’s win rate as a percent, the orders and their followers', async () => {
    await openHostCentre('/personalAnchor?tab=push');
    const record = await screen.findByRole('group', { name: 'Record' });
    expect(within(record).getByText('66.66%')).toBeTruthy();
    expect(screen.getByText('Won', { selector: 'span' })).toBeTruthy();
    const followers = screen.getByRole('table', { name: 'Followers' });
    expect(within(followers).getByText('luc***88')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('tells a host who is not live how to push, with no form', async () => {
    await openHostCentre('/personalAnchor?tab=push', {
      listStreams: ok({ list: [exampleReservedStream], total: 1, page: 1, pageSize: 999 }),
    });
    expect(
      await screen.findByText(
        'Go live with a stream linked to a match to push orders to its viewers.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Push/ })).toBeNull();
  });
});

describe('earnings', () => {
  it('sums the period and lists the gifts, with the daily chart as a table too', async () => {
    const { calls } = await openHostCentre('/personalAnchor?tab=earnings');
    const figures = await screen.findByRole('group', { name: 'Figures of the period' });
    expect(within(figures).getByText('Gift earnings')).toBeTruthy();
    expect(within(figures).getByText('42')).toBeTruthy();
    const daily = screen.getByRole('table', { name: 'Gift earnings by day' });
    expect(within(daily).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('table', { name: 'Latest gifts' })).toBeTruthy();
    // another period asks again with its own range
    const before = calls('sumGiftProfits').length;
    await user().click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(calls('sumGiftProfits').length).toBe(before + 1));
    const [week, month] = calls('sumGiftProfits').map(
      (c) => (c.body as { beginTime: number }).beginTime,
    );
    expect(month!).toBeLessThan(week!);
    await expectNoAxeViolations(document.body);
  });
});
