import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { PromoCard } from './PromoCard.tsx';

const IMG = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const STARTS = Date.UTC(2025, 5, 1, 0, 0, 0) - 8 * 3600_000;
const ENDS = Date.UTC(2025, 5, 30, 23, 59, 0) - 8 * 3600_000;
const TZ = 'Asia/Shanghai';

describe('PromoCard', () => {
  it('is an article named by its title, with tag and period', () => {
    renderWithUi(
      <PromoCard
        image={IMG}
        title="Double rebate"
        tag="Sports"
        startsAt={STARTS}
        endsAt={ENDS}
        timeZone={TZ}
      />,
    );
    const card = screen.getByRole('article', { name: 'Double rebate' });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Double rebate');
    expect(card.textContent).toContain('Sports');
    expect(card.textContent).toContain('Period06-01 00:00 – 06-30 23:59');
  });

  it('links to its page with a CTA described by the title', async () => {
    const onCta = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithUi(<PromoCard image={IMG} title="Rebate" href="/activity/rebate" onCta={onCta} />);
    const link = screen.getByRole('link', { name: 'View details' });
    expect(link.getAttribute('href')).toBe('/activity/rebate');
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByRole('heading').id);
    await userEvent.click(link);
    expect(onCta).toHaveBeenCalledTimes(1);
  });

  it('uses a button when there is no address', async () => {
    const onCta = vi.fn();
    renderWithUi(<PromoCard image={IMG} title="Rebate" onCta={onCta} ctaLabel="Join" />);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onCta).toHaveBeenCalledTimes(1);
  });

  it('is ended when told, or when now is past the end', () => {
    const { rerender } = renderWithUi(
      <PromoCard image={IMG} title="A" endsAt={ENDS} now={ENDS - 1} />,
    );
    expect(screen.getByRole('article').hasAttribute('data-ended')).toBe(false);
    rerender(<PromoCard image={IMG} title="A" endsAt={ENDS} now={ENDS + 1} />);
    expect(screen.getByRole('article').hasAttribute('data-ended')).toBe(true);
    expect(screen.getByText('Ended')).toBeTruthy();
    rerender(<PromoCard image={IMG} title="A" endsAt={ENDS} now={ENDS + 1} ended={false} />);
    expect(screen.queryByText('Ended')).toBeNull();
  });

  it('has no period, tag or CTA unless given', () => {
    renderWithUi(<PromoCard image={IMG} title="Bare" />);
    expect(screen.getByRole('article').textContent).toBe('Bare');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the active language', () => {
    renderWithUi(
      <PromoCard image={IMG} title="A" href="/a" ended startsAt={STARTS} timeZone={TZ} />,
      {
        locale: 'vi',
      },
    );
    expect(screen.getByRole('link', { name: 'Xem chi tiết' })).toBeTruthy();
    expect(screen.getByText('Đã kết thúc')).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('01-06 00:00');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <PromoCard ref={(el) => void (node = el)} className="extra" image={IMG} title="A" />,
    );
    expect(node).toBe(screen.getByRole('article'));
    expect(screen.getByRole('article').className).toContain('extra');
    expect(PromoCard.displayName).toBe('PromoCard');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <PromoCard image={IMG} title="A" tag="New" href="/a" startsAt={STARTS} endsAt={ENDS} />
        <PromoCard
          image={IMG}
          imageAlt="Banner"
          title="B"
          ended
          onCta={() => {}}
          headingLevel="h2"
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
