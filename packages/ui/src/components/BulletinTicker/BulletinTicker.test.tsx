import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { BulletinTicker, BULLETIN_MIN_PASS_SECONDS, type Bulletin } from './BulletinTicker.tsx';

const MAY_20 = 1747735200000; // 2025-05-20 10:00 UTC
const items: Bulletin[] = [
  { id: 1, title: 'Maintenance', text: 'Sportsbook pauses 02:00–04:00.', date: MAY_20 },
  { id: 2, title: 'Cash out on parlays' },
];

describe('BulletinTicker', () => {
  it('is a labelled region holding the bulletins as a list', () => {
    renderWithUi(<BulletinTicker items={items} timeZone="UTC" />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    const list = within(region).getByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      'Maintenance Sportsbook pauses 02:00–04:00. 05-20',
      'Cash out on parlays',
    ]);
  });

  it('holds its place while the bulletins load, and leaves it when none arrive', async () => {
    const { rerender, container } = renderWithUi(<BulletinTicker items={[]} loading />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).queryByRole('list')).toBeNull();
    await expectNoAxeViolations(region);
    rerender(<BulletinTicker items={items} loading />);
    expect(screen.getByRole('region', { name: 'Announcements' }).hasAttribute('aria-busy')).toBe(
      false,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<BulletinTicker items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes its label from a prop or the active language', () => {
    const { rerender } = renderWithUi(<BulletinTicker items={items} />, { locale: 'vi' });
    expect(screen.getByRole('region', { name: 'Thông báo' })).toBeTruthy();
    rerender(<BulletinTicker items={items} label="Notices" />);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeTruthy();
  });

  it('shows dates day-month in Vietnamese', () => {
    renderWithUi(<BulletinTicker items={items} timeZone="UTC" />, { locale: 'vi' });
    expect(screen.getByText('20-05')).toBeTruthy();
  });

  it('makes each bulletin a button when it can be selected', async () => {
    const onSelect = vi.fn();
    renderWithUi(<BulletinTicker items={items} onSelect={onSelect} timeZone="UTC" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cash out on parlays' }));
    expect(onSelect).toHaveBeenCalledWith(items[1]);
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(items[0]);
  });

  it('has plain text bulletins without onSelect', () => {
    const { container } = renderWithUi(<BulletinTicker items={items} />);
    expect(screen.queryByRole('button', { name: /Maintenance/ })).toBeNull();
    // The list can still be reached (and scrolled) from the keyboard.
    expect(container.querySelector('[tabindex="0"]')?.contains(screen.getByRole('list'))).toBe(
      true,
    );
  });

  it('pauses and resumes with its toggle button', async () => {
    const onPausedChange = vi.fn();
    renderWithUi(<BulletinTicker items={items} onPausedChange={onPausedChange} />);
    const toggle = screen.getByRole('button', { name: 'Pause' });
    const list = screen.getByRole('list');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(list.dataset.paused).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(list.dataset.paused).toBe('true');
    await userEvent.click(toggle);
    expect(onPausedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('sets the pass duration from the length of the texts, with a floor', () => {
    const { container, rerender } = renderWithUi(<BulletinTicker items={items} />);
    const region = () => container.querySelector('section')!;
    expect(region().getAttribute('style')).toContain(`${BULLETIN_MIN_PASS_SECONDS}s`);
    rerender(<BulletinTicker items={[{ id: 1, title: 'x'.repeat(400) }]} />);
    expect(region().getAttribute('style')).toContain('102s');
  });

  it('renders nothing without bulletins, and skips broken ones', () => {
    const { container, rerender } = renderWithUi(<BulletinTicker items={[]} />);
    expect(container.innerHTML).toBe('');
    rerender(
      <BulletinTicker
        items={[null as unknown as Bulletin, { id: 3, title: 'ok', date: Number.NaN }]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ok']);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<BulletinTicker items={items} className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('region'));
    expect(node!.className).toContain('extra');
    expect(BulletinTicker.displayName).toBe('BulletinTicker');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <BulletinTicker items={items} onSelect={() => {}} timeZone="UTC" />,
      { locale: 'th' },
    );
    await expectNoAxeViolations(container);
  });
});
