import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestShell } from '../testing/site.tsx';
import { ShellProvider } from './context.tsx';
import { endHydration, startHydration } from './hydration.ts';
import { useRenderTime } from './renderTime.ts';
import type { Shell } from './shell.ts';

const RENDERED_AT = Date.UTC(2026, 10, 28, 12, 0, 0);

/** Shows the time it renders at, and ends the hydration in its effect as `App` does. */
function Probe({ seen }: { seen: number[] }) {
  const at = useRenderTime();
  seen.push(at);
  useEffect(() => endHydration(), []);
  return <time>{at}</time>;
}

/** A shell whose clock reads `now()` and whose page the server rendered at `renderedAt`. */
function shellAt(now: () => number, renderedAt: number | null): Shell {
  return createTestShell(undefined, {
    clock: { now, ticking: true },
    rendered: { sessionId: null, user: null, renderedAt },
  }).shell;
}

describe('useRenderTime', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    endHydration();
  });

  it('is the time the server render showed, on the server', () => {
    const seen: number[] = [];
    const html = renderToString(
      <ShellProvider shell={shellAt(() => RENDERED_AT + 5, RENDERED_AT)}>
        <Probe seen={seen} />
      </ShellProvider>,
    );
    expect(html).toBe(`<time>${RENDERED_AT}</time>`);
  });

  it('is the server’s time while React hydrates its HTML (no mismatch), then the browser’s, once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ShellProvider shell={shellAt(() => RENDERED_AT, RENDERED_AT)}>
        <Probe seen={[]} />
      </ShellProvider>,
    );
    document.body.append(container);
    // the browser runs 3.5 s later, and its clock goes on
    let now = RENDERED_AT + 3_500;
    const browser = shellAt(() => (now += 1_000), RENDERED_AT);
    const seen: number[] = [];
    const errors: unknown[] = [];
    startHydration();
    await act(async () => {
      root = hydrateRoot(
        container,
        <ShellProvider shell={browser}>
          <Probe seen={seen} />
        </ShellProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(RENDERED_AT);
    // the browser's time, read once: renders after it keep it
    expect(seen.at(-1)).toBe(RENDERED_AT + 4_500);
    expect(new Set(seen.slice(1))).toEqual(new Set([RENDERED_AT + 4_500]));
    expect(container.textContent).toBe(String(RENDERED_AT + 4_500));
  });

  it('is the clock’s time, taken once, on a page the browser draws itself', async () => {
    let now = RENDERED_AT;
    const shell = shellAt(() => (now += 1_000), null);
    const seen: number[] = [];
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <ShellProvider shell={shell}>
          <Probe seen={seen} />
        </ShellProvider>,
      );
    });
    await act(async () =>
      root!.render(
        <ShellProvider shell={shell}>
          <Probe seen={seen} />
        </ShellProvider>,
      ),
    );
    expect(seen).toEqual([RENDERED_AT + 1_000, RENDERED_AT + 1_000]);
  });
});
