import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { GameCard } from './GameCard.tsx';

const IMG = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const NOW = Date.UTC(2025, 5, 12, 4, 0, 0);
const WINDOW = { startTimestamp: NOW - 3600_000, endTimestamp: NOW + 2 * 3600_000 };
const base = {
  image: IMG,
  name: 'Fortune Dragon',
  provider: 'PG Soft',
  now: NOW,
  timeZone: 'Asia/Shanghai',
};

const description = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby')!)!.textContent;

describe('GameCard', () => {
  it('launches from a button named by the game, by mouse or keyboard', async () => {
    const onLaunch = vi.fn();
    renderWithUi(<GameCard {...base} onLaunch={onLaunch} />);
    const button = screen.getByRole('button', { name: 'Fortune Dragon' });
    expect(description(button)).toBe('Provider: PG Soft');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledTimes(2);
  });

  it('draws a priority picture at once, fetched with high priority (a tile of the first row)', () => {
    const { container } = renderWithUi(<GameCard {...base} />);
    expect(container.querySelector('img[fetchpriority="high"]')).toBeNull();
    const { container: first } = renderWithUi(<GameCard {...base} priority />);
    const img = first.querySelector('img');
    expect(img?.getAttribute('src')).toBe(IMG);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('says "Hot" in words', () => {
    renderWithUi(<GameCard {...base} hot />);
    expect(description(screen.getByRole('button'))).toBe('Provider: PG Soft, Hot');
  });

  it('can not launch while now lies in the maintenance window, and says until when', async () => {
    const onLaunch = vi.fn();
    renderWithUi(<GameCard {...base} hot maintenance={WINDOW} onLaunch={onLaunch} />);
    const button = screen.getByRole('button', { name: 'Fortune Dragon' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onLaunch).not.toHaveBeenCalled();
    expect(description(button)).toBe('Provider: PG Soft, Under maintenance Until 06-12 14:00');
  });

  it('launches again at the edges outside the window, and with a bad window', async () => {
    const onLaunch = vi.fn();
    const { rerender } = renderWithUi(
      <GameCard {...base} maintenance={{ ...WINDOW, endTimestamp: NOW - 1 }} onLaunch={onLaunch} />,
    );
    await userEvent.click(screen.getByRole('button'));
    rerender(
      <GameCard
        {...base}
        maintenance={{ startTimestamp: Number.NaN, endTimestamp: NOW + 1 }}
        onLaunch={onLaunch}
      />,
    );
    await userEvent.click(screen.getByRole('button'));
    rerender(<GameCard {...base} maintenance={null} onLaunch={onLaunch} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onLaunch).toHaveBeenCalledTimes(3);
  });

  it('treats the window as inclusive', () => {
    renderWithUi(<GameCard {...base} maintenance={{ startTimestamp: NOW, endTimestamp: NOW }} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('can be disabled for other reasons, and works without a provider', () => {
    renderWithUi(<GameCard {...base} provider={undefined} disabled />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(description(screen.getByRole('button'))).toBe('');
  });

  it('speaks the active language', () => {
    renderWithUi(<GameCard {...base} hot maintenance={WINDOW} />, { locale: 'zh-cn' });
    expect(description(screen.getByRole('button'))).toBe(
      '厂商: PG Soft, 维护中 预计结束 06-12 14:00',
    );
  });

  it('has a favourite star only with a handler, pressed when a favourite, apart from launching', async () => {
    const onFavouriteChange = vi.fn();
    const onLaunch = vi.fn();
    const { rerender } = renderWithUi(<GameCard {...base} onLaunch={onLaunch} />);
    expect(screen.queryByRole('button', { name: 'Favourite: Fortune Dragon' })).toBeNull();
    rerender(<GameCard {...base} onLaunch={onLaunch} onFavouriteChange={onFavouriteChange} />);
    const star = screen.getByRole('button', { name: 'Favourite: Fortune Dragon' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(true);
    expect(onLaunch).not.toHaveBeenCalled();
    rerender(
      <GameCard {...base} favourite onLaunch={onLaunch} onFavouriteChange={onFavouriteChange} />,
    );
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(false);
  });

  it('can be made a favourite while in maintenance', async () => {
    const onFavouriteChange = vi.fn();
    renderWithUi(
      <GameCard {...base} maintenance={WINDOW} onFavouriteChange={onFavouriteChange} />,
      { locale: 'vi' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yêu thích: Fortune Dragon' }));
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLDivElement | null = null;
    const { container } = renderWithUi(
      <GameCard ref={(el) => void (node = el)} className="extra" {...base} />,
    );
    expect(node).toBe(container.firstElementChild);
    expect((node as unknown as HTMLDivElement).className).toContain('extra');
    expect(GameCard.displayName).toBe('GameCard');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <GameCard {...base} hot />
        <GameCard {...base} maintenance={WINDOW} name="B" />
        <GameCard {...base} name="C" favourite onFavouriteChange={() => undefined} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
