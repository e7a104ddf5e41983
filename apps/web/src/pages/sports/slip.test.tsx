import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleMatch } from '@touchline/api/examples';
import { exampleHandlers, fail, ok, server, type Answer, type Seen } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';
import { createFakeRealtime } from './testing.ts';
import * as css from './views/sports.css.ts';

// The bet slip on a phone (below 1280 px): the floating slip bar, the sheet, and the receipt.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openSports(path: string, answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite(path, { local, realtime: createFakeRealtime() });
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}

const user = () => userEvent.setup();

/** The price cell of Hanoi FC at 2.10 in the list. */
async function hanoiCell() {
  const list = await screen.findByRole('list', { name: 'Matches' });
  await within(list).findAllByText('Hanoi FC');
  return within(list)
    .getAllByRole('button')
    .find((b) => b.hasAttribute('aria-pressed') && /2\.10/.test(b.textContent ?? ''))!;
}

/** The sportsbook's frame (the element that keeps room for the slip bar). */
const frameOf = () =>
  screen.getByRole('heading', { level: 1, name: 'Sportsbook' }).parentElement!.parentElement!;

describe('the slip bar on a phone', () => {
  it('is not shown while the slip is empty, and the page keeps no room for it', async () => {
    await openSports('/sports');
    const cell = await hanoiCell();
    expect(screen.queryByRole('button', { name: /^Bet slip/ })).toBeNull();
    expect(frameOf().classList.contains(css.withSlipBar)).toBe(false);
    // a pick: the bar shows with its count, and the page ends above it
    await user().click(cell);
    expect(await screen.findByRole('button', { name: 'Bet slip (1)' })).toBeTruthy();
    expect(frameOf().classList.contains(css.withSlipBar)).toBe(true);
    // the pick taken back: the bar goes again
    await user().click(cell);
    expect(screen.queryByRole('button', { name: /^Bet slip/ })).toBeNull();
    expect(frameOf().classList.contains(css.withSlipBar)).toBe(false);
    await expectNoAxeViolations(document.body);
  });
});

/** Picks Hanoi FC, opens the sheet, types the stake and places the bet. */
async function placeHanoi(stake = '100') {
  await user().click(await hanoiCell());
  await user().click(screen.getByRole('button', { name: 'Bet slip (1)' }));
  const sheet = await screen.findByRole('dialog');
  await user().type(within(sheet).getByRole('textbox', { name: /Stake/ }), stake);
  await user().click(within(sheet).getByRole('button', { name: /Place bet/ }));
  return sheet;
}

const valueOf = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('the receipt', () => {
  it('shows what was placed in the sheet, focused, instead of an empty slip; Done closes the sheet', async () => {
    const { calls } = await openSports('/sports');
    const sheet = await placeHanoi();
    const receipt = await within(sheet).findByRole('region', { name: 'Bet placed' });
    expect(document.activeElement).toBe(
      within(receipt).getByRole('heading', { name: 'Bet placed' }),
    );
    expect(calls('placeSingleBets')).toHaveLength(1);
    // what the server took: the pick at its price, the stake, the return and the reference
    const leg = within(receipt).getByRole('list', { name: 'Selections' });
    expect(leg.textContent).toContain('Hanoi FC');
    expect(leg.textContent).toContain('Full time result');
    expect(leg.textContent).toContain('2.10');
    expect(valueOf(receipt, 'Stake')).toMatch(/100\.00/);
    expect(valueOf(receipt, 'Potential return')).toMatch(/210\.00/);
    expect(valueOf(receipt, 'Reference')).toBe('BO-20261122-0001');
    // no empty slip's reason above it, no place button under it
    expect(within(sheet).queryByText('Add a selection to place a bet')).toBeNull();
    expect(within(sheet).queryByRole('button', { name: /Place bet/ })).toBeNull();
    expect(within(sheet).getByRole('status').textContent).toMatch(/^Bet placed\./);
    await expectNoAxeViolations(sheet);
    // done: the sheet closes, the placed pick has left the slip, and so has the bar
    await user().click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bet slip/ })).toBeNull();
  });

  it('puts the placed selections back, without stakes, when the player keeps them', async () => {
    await openSports('/sports');
    const sheet = await placeHanoi('25');
    const receipt = await within(sheet).findByRole('region', { name: 'Bet placed' });
    await user().click(within(receipt).getByRole('button', { name: 'Keep selections' }));
    expect(within(sheet).queryByRole('region', { name: 'Bet placed' })).toBeNull();
    expect(within(sheet).getAllByText('Hanoi FC').length).toBeGreaterThan(0);
    expect((within(sheet).getByRole('textbox', { name: /Stake/ }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(screen.getByRole('button', { name: 'Bet slip (1)', hidden: true })).toBeTruthy();
  });

  it('keeps the slip as it was, with no receipt, when the bet fails', async () => {
    await openSports('/sports', { placeSingleBets: fail(460, 'insufficient') });
    const sheet = await placeHanoi('10');
    expect(await within(sheet).findByRole('alert')).toBeTruthy();
    expect(within(sheet).queryByRole('region', { name: 'Bet placed' })).toBeNull();
    expect((within(sheet).getByRole('textbox', { name: /Stake/ }) as HTMLInputElement).value).toBe(
      '10',
    );
  });
});

describe('a reserve bet taken', () => {
  // the examples' clock: their upcoming match starts at T0 + 3 h
  const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
  const upcoming = { ...exampleMatch, ms: 4, mc: null, scores: [], bt: T0 + 3 * 3_600_000 };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('says so without an empty slip\'s "Add a selection to place a bet" above it', async () => {
    await openSports('/sports', {
      listMatches: ok({ records: [upcoming], total: 1, current: 1, size: 50 }),
    });
    await user().click(await hanoiCell());
    await user().click(screen.getByRole('button', { name: 'Bet slip (1)' }));
    const sheet = await screen.findByRole('dialog');
    await user().type(within(sheet).getByRole('textbox', { name: /Stake/ }), '50');
    await user().click(within(sheet).getByRole('checkbox', { name: /Reserve at a better price/ }));
    await user().type(within(sheet).getByRole('textbox', { name: 'Wanted odds (decimal)' }), '2.5');
    await user().click(within(sheet).getByRole('button', { name: 'Reserve bet' }));
    expect(await within(sheet).findByText(/Reserve bet taken/)).toBeTruthy();
    expect(within(sheet).queryByText('Add a selection to place a bet')).toBeNull();
  });

  it('is not offered for a match already in play (issue 15)', async () => {
    await openSports('/sports');
    await user().click(await hanoiCell());
    await user().click(screen.getByRole('button', { name: 'Bet slip (1)' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('textbox', { name: /Stake/ })).toBeTruthy();
    expect(within(sheet).queryByRole('checkbox', { name: /Reserve at a better price/ })).toBeNull();
  });
});
