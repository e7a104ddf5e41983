import { SPORTS } from '@touchline/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { SPORT_DRAWINGS } from './drawings.tsx';
import { SPORT_NAME_KEYS, useSportName } from './sportNames.ts';
import { SportIcon, SPORT_ICON_SPORTS } from './SportIcon.tsx';

function Name({ sport }: { sport: string | number }) {
  return <span>{useSportName()(sport)}</span>;
}

describe('SportIcon', () => {
  it('has a drawing and a name key for each of the 17 sports', () => {
    expect(SPORT_ICON_SPORTS).toHaveLength(17);
    for (const { key } of SPORTS) {
      expect(SPORT_DRAWINGS[key], key).toBeTruthy();
      expect(SPORT_NAME_KEYS[key], key).toBeTruthy();
    }
  });

  it('is decorative by default', () => {
    const { container } = render(<SportIcon sport="soccer" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when labelled', () => {
    render(<SportIcon sport="tennis" label="Tennis" />);
    expect(screen.getByRole('img', { name: 'Tennis' })).toBeTruthy();
  });

  it('treats a blank label as no label', () => {
    const { container } = render(<SportIcon sport="tennis" label="  " />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('accepts a key, a numeric id or numeric text', () => {
    const { container } = render(
      <>
        <SportIcon sport="ice-hockey" />
        <SportIcon sport={2} />
        <SportIcon sport="2" />
        <SportIcon sport={178} />
      </>,
    );
    const sports = [...container.querySelectorAll('svg')].map((svg) => svg.dataset.sport);
    expect(sports).toEqual(['ice-hockey', 'ice-hockey', 'ice-hockey', 'e-basketball']);
  });

  it('draws a placeholder for an unknown sport instead of failing', () => {
    const { container } = render(
      <>
        <SportIcon sport={999} />
        <SportIcon sport="curling" />
        <SportIcon sport="" />
      </>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs.map((svg) => svg.dataset.sport)).toEqual(['unknown', 'unknown', 'unknown']);
    for (const svg of svgs) expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it('differs between active and inactive only by class (one drawing)', () => {
    const { container } = render(
      <>
        <SportIcon sport="soccer" active />
        <SportIcon sport="soccer" />
      </>,
    );
    const [on, off] = [...container.querySelectorAll('svg')];
    expect(on!.innerHTML).toBe(off!.innerHTML);
    expect(on!.getAttribute('class')).not.toBe(off!.getAttribute('class'));
  });

  it('forwards its ref and class name', () => {
    let node: SVGSVGElement | null = null;
    const { container } = render(
      <SportIcon sport="boxing" className="extra" ref={(el) => void (node = el)} />,
    );
    expect(node).toBe(container.querySelector('svg'));
    expect(container.querySelector('svg')!.getAttribute('class')).toContain('extra');
    expect(SportIcon.displayName).toBe('SportIcon');
  });

  it('names sports in the active language', () => {
    renderWithUi(<Name sport="table-tennis" />, { locale: 'vi' });
    expect(screen.getByText('Bóng bàn')).toBeTruthy();
  });

  it('names an unknown sport with an empty string', () => {
    const { container } = renderWithUi(<Name sport={404} />);
    expect(container.textContent).toBe('');
  });

  it('has no axe violations, decorative or labelled', async () => {
    const { container } = renderWithUi(
      <div>
        {SPORT_ICON_SPORTS.map((sport) => (
          <SportIcon key={sport} sport={sport} active />
        ))}
        {SPORT_ICON_SPORTS.map((sport) => (
          <SportIcon key={sport} sport={sport} label={sport} />
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
