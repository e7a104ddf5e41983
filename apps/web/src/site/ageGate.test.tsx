import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGE_CONFIRMED_KEY } from '../app/store.ts';
import { exampleHandlers, server } from '../testing/server.ts';
import { renderSite } from '../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QUESTION = 'Are you 18 or older?';

describe('the first-visit 18+ gate', () => {
  it('asks over the site on a first visit, and only an answer closes it', async () => {
    server.use(...exampleHandlers());
    await renderSite('/', { ageGate: true });
    const gate = await screen.findByRole('dialog', { name: QUESTION });
    expect(
      within(gate).getByText(
        'Touchline offers betting and casino games for adults only. Please confirm your age to continue.',
      ),
    ).toBeTruthy();
    expect(within(gate).queryByRole('button', { name: 'Close' })).toBeNull();
    await expectNoAxeViolations(gate);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeTruthy();
    // a press outside (the page under the dimmed overlay) does not close it either
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeTruthy();
  });

  it('remembers "Yes" on this browser: a later visit is not asked', async () => {
    server.use(...exampleHandlers());
    const { local, unmount } = await renderSite('/', { ageGate: true });
    const gate = await screen.findByRole('dialog', { name: QUESTION });
    await userEvent.click(within(gate).getByRole('button', { name: 'Yes, I am 18 or older' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(local.getItem(AGE_CONFIRMED_KEY)).toBe('1');
    unmount();

    await renderSite('/sports', { ageGate: true, local });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });

  it('"No" leads to the adults-only page, whose "after all" confirms and goes back', async () => {
    server.use(...exampleHandlers());
    const { local, router } = await renderSite('/HelpCenter', { ageGate: true });
    const gate = await screen.findByRole('dialog', { name: QUESTION });
    await userEvent.click(within(gate).getByRole('button', { name: 'No' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Adults only' });
    expect(router.state.location.pathname).toBe('/adults-only');
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(
      screen.getByText('This site is for adults only. You must be 18 or older to use it.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Get help at BeGambleAware/ }).getAttribute('href'),
    ).toBe('https://www.begambleaware.org');
    expect(local.getItem(AGE_CONFIRMED_KEY)).toBeNull();
    await expectNoAxeViolations(heading.closest('main')!);

    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older after all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/HelpCenter'));
    expect(local.getItem(AGE_CONFIRMED_KEY)).toBe('1');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });

  it('keeps the login a guarded page asks for behind it until answered', async () => {
    server.use(...exampleHandlers());
    await renderSite('/sports', { ageGate: true });
    const gate = await screen.findByRole('dialog', { name: QUESTION });
    expect(screen.getAllByRole('dialog')).toEqual([gate]);
    await userEvent.click(within(gate).getByRole('button', { name: 'Yes, I am 18 or older' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });

  it('does not cover the error pages', async () => {
    server.use(...exampleHandlers());
    await renderSite('/404', { ageGate: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });
});
