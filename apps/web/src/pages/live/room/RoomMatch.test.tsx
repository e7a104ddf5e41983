import { exampleStream } from '@touchline/api/examples';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../testing/server.ts';
import { slipStoreFor } from '../../sports/state.ts';
import { renderRoomPanel } from './orders.testing.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup();

describe('the room’s linked match', () => {
  it('shows a member the score, the clock and the main markets with their prices', async () => {
    await renderRoomPanel(exampleStream, 'match');
    const panel = await screen.findByRole('region', { name: 'Match' });
    const score = await within(panel).findByLabelText('Score');
    // home, score, away in a row
    expect(score.parentElement!.textContent).toBe('Hanoi FC1 : 0Saigon United');
    expect(score.textContent).toBe('1 : 0');
    expect(within(panel).getByText('Live')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: /Full time result/ })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'All markets' }).getAttribute('href')).toBe(
      '/sports/sportsdetail/90001',
    );
    await expectNoAxeViolations(document.body);
  });

  it('adds a price to the sportsbook’s slip and places it without leaving the room', async () => {
    const site = await renderRoomPanel(exampleStream, 'match');
    const panel = await screen.findByRole('region', { name: 'Match' });
    await within(panel).findByRole('heading', { name: /Full time result/ });
    // no slip button while the slip is empty
    expect(within(panel).queryByRole('button', { name: /^Bet slip/ })).toBeNull();
    const price = within(panel)
      .getAllByRole('button')
      .find((b) => b.hasAttribute('aria-pressed') && /2\.10/.test(b.textContent ?? ''))!;
    await user().click(price);
    expect(price.getAttribute('aria-pressed')).toBe('true');
    // the slip is the sportsbook's own: /sports shows the same pick
    expect(
      slipStoreFor(site.shell)
        .get()
        .picks.map((p) => p.selectionId),
    ).toEqual(['s-90001-1-home']);
    await user().click(within(panel).getByRole('button', { name: 'Bet slip (1)' }));
    const sheet = await screen.findByRole('dialog');
    await user().type(within(sheet).getByRole('textbox', { name: /Stake/ }), '10');
    await user().click(within(sheet).getByRole('button', { name: /Place bet/ }));
    await within(sheet).findByRole('region', { name: 'Bet placed' });
    expect(site.calls('placeSingleBets')).toHaveLength(1);
    expect(site.router.state.location.pathname).toBe('/anchorPlay/501');
    await expectNoAxeViolations(sheet);
    // done: the sheet closes, the room stays
    await user().click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a visitor the score from the live service and a login instead of markets', async () => {
    const site = await renderRoomPanel(exampleStream, 'match', { member: false });
    const panel = await screen.findByRole('region', { name: 'Match' });
    expect(await within(panel).findByText('1 : 0')).toBeTruthy();
    expect(site.calls('getLiveMatchScores').map((s) => s.body)).toEqual([{ gameIds: [90001] }]);
    // the sportsbook's calls need a member's token: none is made
    expect(site.calls('getMatchDetail')).toHaveLength(0);
    expect(within(panel).queryByRole('heading', { name: /Full time result/ })).toBeNull();
    await expectNoAxeViolations(document.body);
    await user().click(within(panel).getByRole('button', { name: 'Log in to bet' }));
    expect(await screen.findByRole('dialog', { name: /Log in/i })).toBeTruthy();
  });

  it('renders nothing for a stream with no match', async () => {
    const site = await renderRoomPanel({ ...exampleStream, gameId: null, sportId: null }, 'match');
    await screen.findByRole('heading', { level: 1, name: exampleStream.title });
    expect(screen.queryByRole('region', { name: 'Match' })).toBeNull();
    expect(site.calls('getLiveMatchScores')).toHaveLength(0);
    expect(site.calls('getMatchDetail')).toHaveLength(0);
  });
});
