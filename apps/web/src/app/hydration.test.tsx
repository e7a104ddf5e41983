import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { endHydration, startHydration, useHydrated } from './hydration.ts';

/** Notes each value it renders with, and ends the hydration in its effect as `App` does. */
function Probe({ seen, last = false }: { seen: boolean[]; last?: boolean }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  useEffect(() => {
    if (last) endHydration();
  }, [last]);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    endHydration();
  });

  it('is false on the server', () => {
    const seen: boolean[] = [];
    expect(renderToString(<Probe seen={seen} />)).toBe('<p>server</p>');
    expect(seen).toEqual([false]);
  });

  it('is false while React hydrates the server’s HTML, then true, with no mismatch', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div>
        <Probe seen={[]} />
        <Probe seen={[]} />
      </div>,
    );
    document.body.append(container);
    const errors: unknown[] = [];
    startHydration();
    await act(async () => {
      root = hydrateRoot(
        container,
        <div>
          <Probe seen={seen} />
          <Probe seen={seen} last />
        </div>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    // each rendered once as the server did, then once more, true
    expect(seen).toEqual([false, false, true, true]);
    expect(container.textContent).toBe('browserbrowser');
  });

  it('is true from the first render of a page drawn in the browser, or mounted after hydration', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
  });
});
