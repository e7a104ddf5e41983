import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { describe, expect, it } from 'vitest';
import * as stories from './RewardRules.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each reward-rules story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Rules: () => screen.findByRole('button', { name: 'Edit level 11' }),
  RulesMobile: () => screen.findByRole('button', { name: 'Edit level 11' }),
  RulesChinese: () => screen.findByRole('button', { name: '编辑 11 级' }),
  RulesVietnameseMobile: () => screen.findByRole('button', { name: 'Sửa cấp 11' }),
  RulesThaiMobile: () => screen.findByRole('button', { name: 'แก้ไขระดับ 11' }),
  RulesError: async () => (await screen.findAllByText('This could not be loaded.'))[0],
  LevelRefused: () =>
    screen.findByText(
      'Level 2 needs more turnover than the level below it and less than the level above it.',
    ),
  LevelRefusedThaiMobile: () =>
    screen.findByText('ระดับ 2 ต้องใช้ยอดเดิมพันมากกว่าระดับที่ต่ำกว่าและน้อยกว่าระดับที่สูงกว่า'),
  TiersRefused: () =>
    screen.findByText(
      'Row 5: each row must be above the one before it — in rising order, no duplicates.',
    ),
  TiersRefusedVietnameseMobile: () =>
    screen.findByText(
      'Dòng 5: mỗi dòng phải cao hơn dòng trước — theo thứ tự tăng dần, không trùng lặp.',
    ),
  WheelSegments: () => screen.findByRole('button', { name: 'Add a segment' }),
  WheelSegmentsMobile: () => screen.findByRole('button', { name: 'Add a segment' }),
};

describe('Screens/Admin/Rewards stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures, accessibly', async (name, Story) => {
    const { container } = render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
