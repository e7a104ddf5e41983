import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens, vars } from '../../theme/theme.css.ts';
import { useSportName } from './sportNames.ts';
import { SportIcon, SPORT_ICON_SIZES, SPORT_ICON_SPORTS } from './SportIcon.tsx';

const meta = {
  title: 'Components/SportIcon',
  component: SportIcon,
  args: { sport: 'soccer', active: false, size: 'md' },
  argTypes: {
    sport: { control: 'select', options: SPORT_ICON_SPORTS },
    size: { control: 'inline-radio', options: SPORT_ICON_SIZES },
    active: { control: 'boolean' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof SportIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { sport: 'basketball', active: true, size: 'lg', label: 'Basketball' },
};

/** The 17 sports of the spec, active (accent) beside inactive (muted), with their names. */
function AllSportsTable() {
  const sportName = useSportName();
  return (
    <table style={{ borderCollapse: 'collapse', color: vars.color.text }}>
      <thead>
        <tr style={{ color: vars.color.muted, fontSize: tokens.fontSize.sm, textAlign: 'left' }}>
          <th style={{ padding: tokens.space[2] }}>Sport</th>
          <th style={{ padding: tokens.space[2] }}>Active</th>
          <th style={{ padding: tokens.space[2] }}>Inactive</th>
          <th style={{ padding: tokens.space[2] }}>32 px</th>
          <th style={{ padding: tokens.space[2] }}>16 px</th>
        </tr>
      </thead>
      <tbody>
        {SPORT_ICON_SPORTS.map((sport) => (
          <tr key={sport} style={{ borderTop: `1px solid ${vars.color.border}` }}>
            <th
              scope="row"
              style={{ padding: tokens.space[2], textAlign: 'left', fontWeight: 400 }}
            >
              {sportName(sport)}
            </th>
            <td style={{ padding: tokens.space[2] }}>
              <SportIcon sport={sport} active />
            </td>
            <td style={{ padding: tokens.space[2] }}>
              <SportIcon sport={sport} />
            </td>
            <td style={{ padding: tokens.space[2] }}>
              <SportIcon sport={sport} active size="lg" />
            </td>
            <td style={{ padding: tokens.space[2] }}>
              <SportIcon sport={sport} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const AllSports: Story = { render: () => <AllSportsTable /> };

export const Active: Story = { args: { active: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: tokens.space[4], alignItems: 'center' }}>
      {SPORT_ICON_SIZES.map((size) => (
        <SportIcon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Labelled for screen readers (role img), e.g. when the icon stands alone as a link. */
export const Labelled: Story = { args: { sport: 'tennis', active: true, label: 'Tennis' } };

/** A sport id the library does not know still takes the icon slot. */
export const UnknownSport: Story = { args: { sport: 999 } };
