import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { SignInCalendar, signInDayStatus, type SignInDay } from './SignInCalendar.tsx';

const WEEK: SignInDay[] = [
  { signed: true, reward: '+1' },
  { signed: false, reward: '+2' },
  { signed: false, reward: '+3' },
  {},
  {},
  {},
  { reward: '+18' },
];

const days = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('signInDayStatus', () => {
  it('tells past, today and future days apart', () => {
    expect(signInDayStatus(0, 2, true)).toBe('signed');
    expect(signInDayStatus(1, 2, false)).toBe('missed');
    expect(signInDayStatus(2, 2, false)).toBe('today');
    expect(signInDayStatus(2, 2, true)).toBe('signed');
    expect(signInDayStatus(3, 2, true)).toBe('future');
  });
});

describe('SignInCalendar', () => {
  it('lists the days with their state and reward in words', () => {
    renderWithUi(<SignInCalendar days={WEEK} todayIndex={2} title="Daily sign-in" />);
    expect(screen.getByRole('region', { name: 'Daily sign-in' })).toBeTruthy();
    expect(days().map((d) => d.dataset.status)).toEqual([
      'signed',
      'missed',
      'today',
      'future',
      'future',
      'future',
      'future',
    ]);
    expect(days()[0]!.textContent).toBe('Day 1Signed inReward: +1');
    expect(days()[2]!.getAttribute('aria-current')).toBe('date');
    expect(days()[6]!.textContent).toContain('+18');
  });

  it('signs today in from the button, by mouse or keyboard', async () => {
    const onSignIn = vi.fn();
    renderWithUi(<SignInCalendar days={WEEK} todayIndex={2} onSignIn={onSignIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in today' }));
    await userEvent.keyboard('{Enter}');
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });

  it('disables the button once today is signed, and says so', async () => {
    const onSignIn = vi.fn();
    const signed = WEEK.map((d, i) => (i === 2 ? { ...d, signed: true } : d));
    renderWithUi(<SignInCalendar days={signed} todayIndex={2} onSignIn={onSignIn} />);
    const button = screen.getByRole('button', { name: 'Signed in today' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onSignIn).not.toHaveBeenCalled();
    expect(days()[2]!.textContent).toContain('Today, Signed in');
  });

  it('is busy while signing, and disabled without a today', () => {
    const { rerender } = renderWithUi(
      <SignInCalendar days={WEEK} todayIndex={2} onSignIn={() => {}} signing />,
    );
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    rerender(<SignInCalendar days={WEEK} todayIndex={99} onSignIn={() => {}} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(days().every((d) => ['signed', 'missed'].includes(d.dataset.status!))).toBe(true);
  });

  it('shows a month under weekday headings, starting on the right weekday', () => {
    const month = Array.from({ length: 30 }, () => ({}));
    renderWithUi(<SignInCalendar days={month} todayIndex={11} variant="month" leadingBlanks={6} />);
    expect(days()).toHaveLength(30);
    expect(days()[0]!.style.gridColumnStart).toBe('7');
    expect(days()[11]!.textContent).toContain('12');
    expect(document.querySelector('[aria-hidden="true"]')!.textContent).toBe(
      'MonTueWedThuFriSatSun',
    );
  });

  it('shows the streak and speaks the active language', () => {
    renderWithUi(<SignInCalendar days={WEEK} todayIndex={2} streak={3} onSignIn={() => {}} />, {
      locale: 'zh-cn',
    });
    expect(screen.getByText('已连续签到3天')).toBeTruthy();
    expect(days()[0]!.textContent).toContain('第1天');
    expect(screen.getByRole('button', { name: '立即签到' })).toBeTruthy();
  });

  it('counts a streak of one day in the singular', () => {
    const { rerender } = renderWithUi(
      <SignInCalendar days={WEEK} todayIndex={2} streak={1} onSignIn={() => {}} />,
    );
    expect(screen.getByText('1 day in a row')).toBeTruthy();
    rerender(<SignInCalendar days={WEEK} todayIndex={2} streak={2} onSignIn={() => {}} />);
    expect(screen.getByText('2 days in a row')).toBeTruthy();
  });

  it('renders no days without failing', () => {
    renderWithUi(<SignInCalendar days={[]} todayIndex={0} onSignIn={() => {}} />);
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    const { container } = renderWithUi(
      <SignInCalendar
        ref={(el) => void (node = el)}
        className="extra"
        days={WEEK}
        todayIndex={0}
      />,
    );
    expect(node).toBe(container.firstElementChild);
    expect((node as unknown as HTMLElement).className).toContain('extra');
    expect(SignInCalendar.displayName).toBe('SignInCalendar');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <SignInCalendar days={WEEK} todayIndex={2} title="Week" streak={1} onSignIn={() => {}} />
        <SignInCalendar
          days={Array.from({ length: 31 }, (_, i) => ({
            signed: i < 4,
            reward: i === 6 ? '+8' : undefined,
          }))}
          todayIndex={4}
          variant="month"
          leadingBlanks={2}
          title="Month"
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
