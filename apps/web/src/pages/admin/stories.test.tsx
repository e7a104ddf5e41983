import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AdminCentre.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each super-admin centre story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Members: () => screen.findByRole('heading', { name: 'Profile of lucky88' }),
  MembersMobile: () => screen.findByRole('heading', { name: 'Profile of lucky88' }),
  NoMemberChosen: () => screen.findByText('Choose a member to see their profile.'),
  MembersEmpty: () => screen.findByText('No member matches this search.'),
  MembersError: () => screen.findByText('This could not be loaded.'),
  SuspendedMember: () => screen.findByRole('button', { name: 'Restore login' }),
  SuspendedMemberMobile: () => screen.findByRole('button', { name: 'Restore login' }),
  ProfileError: () => screen.findByText('This could not be loaded.'),
  AuditLog: () => screen.findByText('balance: 1225.50 → 1250.50'),
  AuditLogMobile: () => screen.findByText('balance: 1225.50 → 1250.50'),
  AuditLogEmpty: () => screen.findByText('No action matches this search.'),
  AuditLogError: () => screen.findByText('This could not be loaded.'),
  ThaiMobile: () => screen.findByRole('heading', { name: 'โปรไฟล์ของ lucky88' }),
  AuditLogVietnameseMobile: () => screen.findByText('số dư: 1225.50 → 1250.50'),
  Chinese: () => screen.findByRole('heading', { name: 'lucky88 的资料' }),
};

describe('Screens/Admin/Super-admin centre stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
  });
});
