import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STREAM_STATUS_LIVE } from '@touchline/domain';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { LiveCard, type LiveCardProps } from './LiveCard.tsx';

const IMG = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const SCHEDULED = Date.UTC(2025, 5, 12, 12, 0, 0);
const props: LiveCardProps = {
  cover: IMG,
  title: 'Derby night',
  hostName: 'Coach Lin',
  status: STREAM_STATUS_LIVE,
  viewers: 12840,
  href: '/live/room/1',
  timeZone: 'Asia/Shanghai',
};

describe('LiveCard', () => {
  it('is an article with one link to the room, described by status, host and viewers', () => {
    renderWithUi(<LiveCard {...props} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Derby night' });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(link.getAttribute('href')).toBe('/live/room/1');
    const described = link
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' | ');
    expect(described).toBe('Live | Host: Coach Lin | 12.8K viewers');
  });

  it('draws a priority cover at once, fetched with high priority (the first card in view)', () => {
    const { container } = renderWithUi(<LiveCard {...props} />);
    expect(container.querySelector('img[fetchpriority="high"]')).toBeNull();
    const { container: first } = renderWithUi(<LiveCard {...props} priority />);
    const img = first.querySelector('img');
    expect(img?.getAttribute('src')).toBe(IMG);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a footer whose own button works beside the card link', async () => {
    const onRemind = vi.fn();
    renderWithUi(
      <LiveCard
        {...props}
        footer={
          <button type="button" onClick={onRemind}>
            Remind me
          </button>
        }
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Remind me' }));
    expect(onRemind).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(card);
  });

  it('shows the live badge only for status 2, else the start time', () => {
    const { rerender } = renderWithUi(<LiveCard {...props} scheduledAt={SCHEDULED} />);
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByText(/Starts/)).toBeNull();
    rerender(<LiveCard {...props} status={1} scheduledAt={SCHEDULED} />);
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByText(/Starts/).textContent).toBe('Starts 06-12 20:00');
    expect(screen.getByRole('article').hasAttribute('data-live')).toBe(false);
  });

  it('leaves out a start time that is missing or invalid', () => {
    renderWithUi(<LiveCard {...props} status={1} scheduledAt={Number.NaN} viewers={undefined} />);
    expect(screen.queryByText(/Starts/)).toBeNull();
    expect(screen.queryByText(/viewers/)).toBeNull();
  });

  it('calls onSelect when chosen, by mouse or keyboard', async () => {
    const onSelect = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithUi(<LiveCard {...props} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link'));
    screen.getByRole('link').focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('keeps long non-Latin text and speaks the active language', () => {
    const title = 'ถ่ายทอดสดฟุตบอลพรีเมียร์ลีก คู่บิ๊กแมตช์ประจำสัปดาห์'.repeat(3);
    renderWithUi(<LiveCard {...props} title={title} status={0} scheduledAt={SCHEDULED} />, {
      locale: 'vi',
    });
    expect(screen.getByRole('link', { name: title })).toBeTruthy();
    expect(screen.getByText(/Bắt đầu/)).toBeTruthy();
    expect(screen.getByText(/người xem/)).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<LiveCard ref={(el) => void (node = el)} className="extra" {...props} />);
    expect(node).toBe(screen.getByRole('article'));
    expect(screen.getByRole('article').className).toContain('extra');
    expect(LiveCard.displayName).toBe('LiveCard');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <LiveCard {...props} tag="EPL" hostAvatarId={2} />
        <LiveCard {...props} status={1} scheduledAt={SCHEDULED} headingLevel="h2" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
