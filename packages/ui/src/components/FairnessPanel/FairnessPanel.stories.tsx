import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { FairnessPanel, type FairnessPanelProps, type FairnessSeedPair } from './FairnessPanel.tsx';

const HASH = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e';
const NEXT_HASH = '0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a';

const meta = {
  title: 'Games/FairnessPanel',
  component: FairnessPanel,
  args: {
    serverSeedHash: HASH,
    clientSeed: 'lucky-striker',
    nonce: 42,
    onClientSeedSave: fn(),
    onRotate: fn(),
    rounds: [
      {
        id: 'r-1001',
        gameName: 'Penalty Dice',
        nonce: 41,
        resultText: '73.21',
        verifyHref: '#verify-r-1001',
      },
      {
        id: 'r-1000',
        gameName: 'Golden Goal',
        nonce: 40,
        resultText: '2 lines',
        verifyHref: '#verify-r-1000',
      },
      {
        id: 'r-0999',
        gameName: 'Penalty Dice',
        nonce: 39,
        resultText: '12.04',
        verifyHref: '#verify-r-0999',
      },
    ],
  },
} satisfies Meta<typeof FairnessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeRotate: Story = {};

/** Rotating asks first. */
export const ConfirmRotate: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rotate seed' }));
  },
};

/** A client seed that does not pass the check says why. */
export const InvalidClientSeed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Client seed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};

export const AfterRotate: Story = {
  args: {
    serverSeedHash: NEXT_HASH,
    nonce: 0,
    rounds: [],
    previous: {
      serverSeed: 'b7e1c2d3f4a5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809',
      serverSeedHash: HASH,
      clientSeed: 'lucky-striker',
      nonce: 42,
    },
  },
};

export const Rotating: Story = { args: { rotating: true } };

export const ReadOnly: Story = { args: { onClientSeedSave: undefined, onRotate: undefined } };

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: AfterRotate.args,
};

function PlaygroundPanel(props: FairnessPanelProps) {
  const [clientSeed, setClientSeed] = useState(props.clientSeed);
  const [hash, setHash] = useState(props.serverSeedHash);
  const [previous, setPrevious] = useState<FairnessSeedPair | null>(null);
  return (
    <FairnessPanel
      {...props}
      clientSeed={clientSeed}
      serverSeedHash={hash}
      onClientSeedSave={setClientSeed}
      previous={previous}
      onRotate={() => {
        setPrevious({
          serverSeed: 'revealed-seed-of-the-story',
          serverSeedHash: hash,
          clientSeed,
          nonce: props.nonce,
        });
        setHash(hash === HASH ? NEXT_HASH : HASH);
      }}
    />
  );
}

export const Playground: Story = { render: (args) => <PlaygroundPanel {...args} /> };
