import { exampleBetOrder } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShellProvider } from '../../app/context.tsx';
import { exampleHandlers, ok, server, type Seen } from '../../testing/server.ts';
import { createTestShell } from '../../testing/site.tsx';
import { useBetStatuses } from './sports.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const POLL_MS = 10;
const pending = [{ ...exampleBetOrder, status: 'pending' as const }];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setUp(statusAfter: (asked: number) => 'pending' | 'accepted') {
  const seen: Seen[] = [];
  let asked = 0;
  server.use(
    ...exampleHandlers(
      {
        getBetStatuses: () => {
          asked += 1;
          return ok([{ orderId: exampleBetOrder.id, status: statusAfter(asked) }]);
        },
      },
      seen,
    ),
  );
  const { shell } = createTestShell(
    createMemoryStorage({
      [LOCAL_STORAGE_KEYS.session]: 'session-1',
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellProvider shell={shell}>
      <QueryClientProvider client={shell.queryClient}>{children}</QueryClientProvider>
    </ShellProvider>
  );
  return { wrapper, asks: () => seen.filter((s) => s.call === 'getBetStatuses').length };
}

describe('useBetStatuses', () => {
  it('asks until the bet is final, then stops by itself', async () => {
    const { wrapper, asks } = setUp((asked) => (asked >= 2 ? 'accepted' : 'pending'));
    const { result } = renderHook(() => useBetStatuses(pending, POLL_MS), { wrapper });
    expect(result.current.done).toBe(false);
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.statuses).toEqual(['accepted']);
    const after = asks();
    expect(after).toBe(2);
    await pause(POLL_MS * 5);
    expect(asks()).toBe(after);
  });

  it('stops asking when its screen unmounts', async () => {
    const { wrapper, asks } = setUp(() => 'pending');
    const { unmount } = renderHook(() => useBetStatuses(pending, POLL_MS), { wrapper });
    await waitFor(() => expect(asks()).toBeGreaterThan(0));
    unmount();
    const after = asks();
    await pause(POLL_MS * 5);
    expect(asks()).toBe(after);
  });

  it('asks nothing for bets final when placed', async () => {
    const { wrapper, asks } = setUp(() => 'accepted');
    const placed = [{ ...exampleBetOrder, status: 'accepted' as const }];
    const { result } = renderHook(() => useBetStatuses(placed, POLL_MS), { wrapper });
    expect(result.current.done).toBe(true);
    await pause(POLL_MS * 5);
    expect(asks()).toBe(0);
  });
});
