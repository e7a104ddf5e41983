import type { Meta, StoryObj } from '@storybook/react-vite';
import { hashServerSeed } from '@touchline/domain';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';

const serverSeed = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';
const query = (extra: string) =>
  `/fairness?serverSeed=${serverSeed}&hash=${hashServerSeed(serverSeed)}&clientSeed=touchline&${extra}`;

const meta = {
  title: 'Screens/Games/Verify',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/fairness' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the scheme explained. */
export const Empty: Story = {};

/** A slot round from a Verify link: the hash matches, the spins are shown. */
export const Slot: Story = { args: { path: query('game=slot&nonce=7') } };

/** A dice round from a Verify link. */
export const Dice: Story = {
  args: { path: query('game=dice&nonce=42&target=5000&direction=over') },
};

/** A seed that is not the one behind the hash. */
export const HashMismatch: Story = {
  args: {
    path: `/fairness?game=dice&serverSeed=${serverSeed}&hash=${'0'.repeat(64)}&clientSeed=touchline&nonce=42&target=5000&direction=under`,
  },
};

export const SlotMobile: Story = {
  ...Slot,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
