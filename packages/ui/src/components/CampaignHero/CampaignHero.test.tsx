import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { CampaignHero, CampaignPeriod, formatCampaignPeriod } from './CampaignHero.tsx';

const STARTS = Date.UTC(2025, 5, 1, 0, 0, 0) - 8 * 3600_000;
const ENDS = Date.UTC(2025, 5, 30, 23, 59, 0) - 8 * 3600_000;
const TZ = 'Asia/Shanghai';

describe('formatCampaignPeriod', () => {
  it('writes both ends in the zone, day first in Vietnamese', () => {
    expect(formatCampaignPeriod(STARTS, ENDS, 'en', TZ)).toBe('06-01 00:00 – 06-30 23:59');
    expect(formatCampaignPeriod(STARTS, ENDS, 'vi', TZ)).toBe('01-06 00:00 – 30-06 23:59');
    expect(formatCampaignPeriod(STARTS, ENDS, 'en', 'UTC')).toBe('05-31 16:00 – 06-30 15:59');
  });

  it('shows an open or invalid end plainly', () => {
    expect(formatCampaignPeriod(STARTS, undefined, 'en', TZ)).toBe('06-01 00:00 – …');
    expect(formatCampaignPeriod(Number.NaN, ENDS, 'en', TZ)).toBe('- – 06-30 23:59');
  });

  it('words a period open at one end with the texts given', () => {
    const open = { from: 'From {date}, ongoing', until: 'Until {date}' };
    expect(formatCampaignPeriod(STARTS, undefined, 'en', TZ, open)).toBe(
      'From 06-01 00:00, ongoing',
    );
    expect(formatCampaignPeriod(undefined, ENDS, 'vi', TZ, open)).toBe('Until 30-06 23:59');
    expect(formatCampaignPeriod(STARTS, ENDS, 'en', TZ, open)).toBe('06-01 00:00 – 06-30 23:59');
  });
});

describe('CampaignPeriod', () => {
  it('says an open-ended campaign runs from its start, in the active language', () => {
    renderWithUi(<CampaignPeriod startsAt={STARTS} timeZone={TZ} />, { locale: 'zh-cn' });
    expect(screen.getByText('06-01 00:00 起，长期有效')).toBeTruthy();
    expect(document.body.textContent).not.toContain('…');
  });
});

describe('CampaignHero', () => {
  it('is a region named by its heading with subtitle and period', () => {
    renderWithUi(
      <CampaignHero
        title="Double rebate"
        subtitle="Up to 1.2%"
        startsAt={STARTS}
        endsAt={ENDS}
        timeZone={TZ}
      />,
    );
    const region = screen.getByRole('region', { name: 'Double rebate' });
    expect(within(region).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(region.textContent).toContain('Up to 1.2%');
    expect(region.textContent).toContain('Period06-01 00:00 – 06-30 23:59');
  });

  it('calls onCta from its button, by mouse or keyboard', async () => {
    const onCta = vi.fn();
    renderWithUi(<CampaignHero title="T" onCta={onCta} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    await userEvent.keyboard('{Enter}');
    expect(onCta).toHaveBeenCalledTimes(2);
  });

  it('renders the CTA as a link for an address', () => {
    renderWithUi(<CampaignHero title="T" ctaHref="/activity/rebate" ctaLabel="Go" />);
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/activity/rebate');
  });

  it('disables the CTA and says "Ended" once over', async () => {
    const onCta = vi.fn();
    renderWithUi(<CampaignHero title="T" onCta={onCta} ctaHref="/x" ended />);
    const cta = screen.getByRole('button', { name: 'Join now' });
    expect((cta as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(cta);
    expect(onCta).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Ended')).toBeTruthy();
  });

  it('has no CTA or period unless given, and takes a written period and children', () => {
    const { rerender } = renderWithUi(<CampaignHero title="T" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region').textContent).toBe('T');
    rerender(
      <CampaignHero title="T" period="Every Friday" headingLevel="h2">
        <span>extra</span>
      </CampaignHero>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('Every Friday');
    expect(screen.getByText('extra')).toBeTruthy();
  });

  it('keeps a long Thai title whole and speaks the active language', () => {
    const title = 'กิจกรรมคืนยอดเสียสองเท่าห้าลีกใหญ่ประจำสัปดาห์'.repeat(3);
    renderWithUi(<CampaignHero title={title} onCta={() => {}} startsAt={STARTS} timeZone={TZ} />, {
      locale: 'th',
    });
    expect(screen.getByRole('heading').textContent).toBe(title);
    expect(screen.getByRole('button', { name: 'เข้าร่วมเลย' })).toBeTruthy();
    expect(screen.getByText('ระยะเวลา')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<CampaignHero ref={(el) => void (node = el)} className="extra" title="T" />);
    expect(node).toBe(screen.getByRole('region'));
    expect(screen.getByRole('region').className).toContain('extra');
    expect(CampaignHero.displayName).toBe('CampaignHero');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <CampaignHero
          title="A"
          subtitle="s"
          tags={['New']}
          startsAt={STARTS}
          endsAt={ENDS}
          onCta={() => {}}
        />
        <CampaignHero title="B" headingLevel="h2" tone="gold" ctaHref="/b" />
        <CampaignHero title="C" headingLevel="h2" ended onCta={() => {}} art={<svg />} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
