import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, server } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = () => createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });

describe('the sports column (issue 15)', () => {
  it.each(['results', 'bets', 'settings'])(
    'stays beside the %s section, and a sport chosen there opens its matches',
    async (view) => {
      server.use(...exampleHandlers());
      const { router } = await renderSite(`/sports?view=${view}`, { local: member() });
      const column = await screen.findByRole('navigation', { name: 'Sports' });
      const buttons = within(column).getAllByRole('button');
      expect(buttons.length).toBeGreaterThan(1);
      await userEvent.click(buttons[1]!);
      await waitFor(() => expect(router.state.location.search).toMatch(/^\?sport=\d+$/));
    },
  );
});
