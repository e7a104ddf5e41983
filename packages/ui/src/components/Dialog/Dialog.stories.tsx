import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.ts';
import { Input } from '../Input/index.ts';
import { Dialog, DIALOG_SIZES, DIALOG_VARIANTS, type DialogContentProps } from './Dialog.tsx';

/** Stories show the dialog open (`defaultOpen`); the trigger reopens it after closing. */
function DialogExample({
  open = true,
  children,
  ...content
}: DialogContentProps & { open?: boolean }) {
  return (
    <Dialog.Root defaultOpen={open}>
      <Dialog.Trigger asChild>
        <Button variant="solid" tone="neutral">
          Open dialog
        </Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>{children}</Dialog.Content>
    </Dialog.Root>
  );
}

const confirmBody = (
  <>
    <p style={{ margin: 0 }}>Arsenal to win · Premier League</p>
    <p style={{ margin: '8px 0 0', fontVariantNumeric: 'tabular-nums' }}>
      Stake 100.00 · Odds 2.35 · Return 235.00
    </p>
    <Dialog.Footer>
      <Dialog.Close asChild>
        <Button variant="solid" tone="neutral">
          Cancel
        </Button>
      </Dialog.Close>
      <Button>Confirm bet</Button>
    </Dialog.Footer>
  </>
);

const meta = {
  title: 'Components/Dialog',
  component: DialogExample,
  args: {
    title: 'Confirm bet',
    description: 'Check the selection before placing it.',
    children: confirmBody,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: DIALOG_VARIANTS },
    size: { control: 'inline-radio', options: DIALOG_SIZES },
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DialogExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'center', size: 'lg', hideTitle: false, hideClose: false },
};

export const Closed: Story = { args: { open: false } };

/** On a phone the sheet variant slides up from the bottom. */
export const SheetMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { variant: 'sheet', title: 'Bet slip', description: '1 selection' },
};

/** From tablet width up, the sheet variant is a centred dialog. */
export const SheetDesktop: Story = {
  args: { variant: 'sheet', title: 'Bet slip', description: '1 selection' },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Odds changed',
    description: 'The price moved from 2.35 to 2.20.',
    children: (
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="solid" tone="neutral">
            Keep 2.35
          </Button>
        </Dialog.Close>
        <Button>Accept 2.20</Button>
      </Dialog.Footer>
    ),
  },
};

export const WithForm: Story = {
  args: {
    title: 'Log in',
    description: undefined,
    size: 'sm',
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
        <Input label="User name" defaultValue="tl_8821" autoComplete="username" />
        <Input
          label="Password"
          type="password"
          defaultValue="touchline"
          autoComplete="current-password"
        />
        <Button type="submit" fullWidth>
          Log in
        </Button>
      </form>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    description: 'Version 12 · effective 1 March',
    children: (
      <>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i} style={{ margin: '0 0 12px' }}>
            {i + 1}. Bets are accepted at the odds shown when the slip is confirmed. A price that
            changes before confirmation asks again unless you accept every change in settings.
          </p>
        ))}
        <Dialog.Footer>
          <Button>I agree</Button>
        </Dialog.Footer>
      </>
    ),
  },
};

export const LongThaiTitle: Story = {
  args: {
    title: 'ยืนยันการเดิมพันแบบสเต็ปพร้อมรายการที่เลือกทั้งหมดของคุณ',
    description: 'ตรวจสอบราคาต่อรองก่อนยืนยัน ราคาอาจเปลี่ยนแปลงได้ตลอดเวลา',
    lang: 'th',
  },
};
