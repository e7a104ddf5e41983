import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const path = '/superadmincenter?tab=games';

const meta = {
  title: 'Screens/Admin/Games',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path, member: true, role: 'superAdmin' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

/** Opens a row's action by its button's name and waits for the dialog. */
const opening =
  (button: RegExp): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: button }));
    await screen.findByRole('dialog');
  };

/** The window dialog with a start time and an end before it: the form says what is wrong. */
const faultyWindow: Play = async (context) => {
  await opening(/^Set maintenance of Touchline Sports/)(context);
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('radio', { name: 'At a set time' }));
  await userEvent.type(dialog.getByLabelText(/^From/), '2026-11-23T02:00');
  await userEvent.type(dialog.getByLabelText(/^Until/), '2026-11-23T01:00');
  await userEvent.click(dialog.getByRole('button', { name: 'Set the window' }));
};

/** The lobbies (one in maintenance now) and the games (one hot, one with a window to come). */
export const Lists: Story = {};

export const ListsMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** Filters no lobby and no game matches. */
export const Empty: Story = {
  args: {
    answers: {
      adminListLobbies: ok({ list: [] }),
      adminListGames: ok({ list: [], next: null }),
    },
  },
};

/** Both lists on their way. */
export const Loading: Story = {
  args: { answers: { adminListLobbies: 'hang', adminListGames: 'hang' } },
};

/** Neither list could be loaded: a retry each. */
export const LoadError: Story = {
  args: { answers: { adminListLobbies: down, adminListGames: down } },
};

/** Setting a window: from now until a set time, with the reason. */
export const SetMaintenance: Story = { play: opening(/^Set maintenance of Golden Goal/) };

export const SetMaintenanceMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: opening(/^Set maintenance of Golden Goal/),
};

/** A window set already is offered for change, from its set start. */
export const ChangeMaintenance: Story = { play: opening(/^Set maintenance of Penalty Dice/) };

/** A window that ends before it starts: said in the form, nothing sent. */
export const MaintenanceFault: Story = { play: faultyWindow };

/** Ending a lobby's maintenance asks for the reason. */
export const EndMaintenance: Story = { play: opening(/^End maintenance of Touchline Originals/) };

/** Marking a game hot asks for the reason. */
export const MarkHot: Story = { play: opening(/^Mark hot: Penalty Dice/) };

/** In Thai on a phone (long words, no English left). */
export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** In Vietnamese. */
export const Vietnamese: Story = { globals: { locale: 'vi' } };

/** In Simplified Chinese, the window dialog open. */
export const Chinese: Story = {
  globals: { locale: 'zh-cn' },
  play: opening(/^设置维护 Touchline Sports/),
};
