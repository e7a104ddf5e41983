import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Toast, TOAST_TONES, ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    tone: 'success',
    title: 'Bet placed',
    description: 'Arsenal to win @ 2.35 · Stake 100.00',
    onDismiss: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: TOAST_TONES },
    title: { control: 'text' },
    description: { control: 'text' },
    duration: { control: 'number' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    tone: 'warning',
    title: 'Odds changed',
    description: 'The price moved from 2.35 to 2.20.',
    action: { label: 'Review slip', onClick: fn() },
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast
        {...args}
        tone="info"
        title="Maintenance tonight"
        description="Sports betting pauses 02:00–04:00 (UTC+8)."
      />
      <Toast
        {...args}
        tone="success"
        title="Deposit received"
        description="500.00 USDT added to your wallet."
      />
      <Toast
        {...args}
        tone="warning"
        title="Quote expiring"
        description="Confirm within 10 seconds."
      />
      <Toast {...args} tone="danger" title="Bet rejected" description="The market is suspended." />
    </div>
  ),
};

export const WithAction: Story = {
  args: {
    tone: 'info',
    title: 'Selection removed',
    description: undefined,
    action: { label: 'Undo', onClick: fn() },
  },
};

/** A link as the action: "Watch" a reminded stream that went live. */
export const WithLinkAction: Story = {
  args: {
    tone: 'info',
    title: 'Derby night: live tips and chat is live now',
    description: 'Mai started the stream you asked to be reminded of.',
    action: { label: 'Watch', href: '/anchorPlay/501', onClick: fn() },
  },
};

export const TitleOnly: Story = {
  args: { tone: 'success', title: 'Copied', description: undefined },
};

export const LongThaiText: Story = {
  args: {
    tone: 'danger',
    title: 'ไม่สามารถวางเดิมพันได้ เนื่องจากตลาดถูกระงับชั่วคราว',
    description: 'กรุณาลองใหม่อีกครั้งเมื่อการแข่งขันเปิดรับเดิมพันอีกครั้ง ยอดเงินของคุณไม่ถูกหัก',
    lang: 'th',
  },
};

const stacked: ToastOptions[] = [
  { tone: 'info', title: 'Maintenance tonight', duration: Infinity },
  { tone: 'warning', title: 'Odds changed', description: '2.35 → 2.20', duration: Infinity },
  {
    tone: 'success',
    title: 'Bet placed',
    description: 'Arsenal to win @ 2.35',
    duration: Infinity,
  },
];

/** Toasts that stay (no duration) so the stack can be looked at; the button adds more. */
function StackDemo() {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    for (const options of stacked) toast.show(options);
  }, [toast]);
  return (
    <Button
      variant="solid"
      tone="neutral"
      onClick={() =>
        toast.show({
          tone: 'success',
          title: 'Bet placed',
          description: 'Auto-dismisses after 5 s',
        })
      }
    >
      Show a toast
    </Button>
  );
}

export const Stack: Story = {
  decorators: [],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ToastProvider>
      <div style={{ padding: 16 }}>
        <StackDemo />
      </div>
    </ToastProvider>
  ),
};

/** On a phone the stack spans the top of the screen. */
export const StackMobile: Story = {
  ...Stack,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
