import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { FairnessPanel, type FairnessPanelProps } from './FairnessPanel.tsx';

const HASH = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e';
const base: FairnessPanelProps = {
  serverSeedHash: HASH,
  clientSeed: 'lucky-striker',
  nonce: 42,
  rounds: [
    {
      id: 'r-1001',
      gameName: 'Penalty Dice',
      nonce: 41,
      resultText: '73.21',
      verifyHref: '/verify/r-1001',
    },
    { id: 'r-1000', gameName: 'Golden Goal', nonce: 40, resultText: '2 lines' },
  ],
};

const seedBox = () => screen.getByRole('textbox', { name: 'Client seed' });

describe('FairnessPanel', () => {
  it('shows the hashed server seed, the client seed and the nonce', () => {
    renderWithUi(<FairnessPanel {...base} />);
    expect(screen.getByRole('heading', { name: 'Provably fair' })).toBeTruthy();
    expect(screen.getByText(HASH)).toBeTruthy();
    expect(screen.getByText('lucky-striker')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    // read-only without a save handler, and no rotate button without a rotate handler
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rotate seed' })).toBeNull();
  });

  it('copies the server seed hash', async () => {
    const user = userEvent.setup();
    renderWithUi(<FairnessPanel {...base} />);
    await user.click(screen.getByRole('button', { name: 'Copy: Server seed (hashed)' }));
    expect(await navigator.clipboard.readText()).toBe(HASH);
    expect(screen.getByRole('button', { name: 'Copy: Server seed (hashed)' }).textContent).toBe(
      'Copied',
    );
  });

  it('saves a new client seed, and checks it first', async () => {
    const onClientSeedSave = vi.fn();
    const { rerender } = renderWithUi(
      <FairnessPanel
        {...base}
        onClientSeedSave={onClientSeedSave}
        clientSeedMaxLength={16}
        checkClientSeed={(seed) => (/^[\x21-\x7e]+$/.test(seed) ? null : 'characters')}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(seedBox());
    await userEvent.click(save);
    expect(screen.getByText('Enter a client seed')).toBeTruthy();
    await userEvent.type(seedBox(), 'a-very-long-seed-indeed');
    await userEvent.click(save);
    expect(screen.getByText('At most 16 characters')).toBeTruthy();
    await userEvent.clear(seedBox());
    await userEvent.type(seedBox(), 'bad-séed');
    await userEvent.click(save);
    expect(
      screen.getByText(
        'Use Latin letters, digits and symbols only, with no space at the start or end',
      ),
    ).toBeTruthy();
    expect(seedBox().getAttribute('aria-invalid')).toBe('true');
    expect(onClientSeedSave).not.toHaveBeenCalled();
    await userEvent.clear(seedBox());
    await userEvent.type(seedBox(), 'new_seed{Enter}');
    expect(onClientSeedSave).toHaveBeenCalledWith('new_seed');
    rerender(<FairnessPanel {...base} clientSeed="new_seed" onClientSeedSave={onClientSeedSave} />);
    expect(screen.getByText('Client seed saved')).toBeTruthy();
  });

  it('rotates only after the player confirms', async () => {
    const onRotate = vi.fn();
    renderWithUi(<FairnessPanel {...base} onRotate={onRotate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    let dialog = screen.getByRole('dialog', { name: 'Rotate the seed pair?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRotate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    dialog = screen.getByRole('dialog', { name: 'Rotate the seed pair?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(onRotate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the revealed previous pair', () => {
    renderWithUi(
      <FairnessPanel
        {...base}
        previous={{
          serverSeed: 'revealed-secret',
          serverSeedHash: 'abc123',
          clientSeed: 'old',
          nonce: 57,
        }}
      />,
    );
    const previous = screen.getByRole('region', { name: 'Previous seed pair' });
    expect(within(previous).getByText('revealed-secret')).toBeTruthy();
    expect(within(previous).getByText('abc123')).toBeTruthy();
    expect(within(previous).getByText('57')).toBeTruthy();
  });

  it('lists recent rounds with a verify link named by the round', () => {
    renderWithUi(
      <FairnessPanel
        {...base}
        rounds={[...base.rounds!, { id: 'r-999', nonce: 39, resultText: '12.00' }]}
        renderVerifyLink={(round, content) =>
          round.id === 'r-999' ? <a href={`#verify-${round.id}`}>{content}</a> : null
        }
      />,
    );
    const rounds = screen.getByRole('region', { name: 'Recent rounds' });
    expect(within(rounds).getAllByRole('listitem')).toHaveLength(3);
    const link = within(rounds).getByRole('link', { name: 'Verify Round r-999' });
    expect(link.getAttribute('href')).toBe('#verify-r-999');
  });

  it('links to the verify address of a round', () => {
    renderWithUi(<FairnessPanel {...base} />);
    expect(screen.getByRole('link', { name: 'Verify Round r-1001' }).getAttribute('href')).toBe(
      '/verify/r-1001',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says when there are no rounds, in the active language', () => {
    renderWithUi(<FairnessPanel {...base} rounds={[]} />, { locale: 'vi' });
    expect(screen.getByText('Chưa có lượt nào với hạt giống này')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <FairnessPanel
        {...base}
        onClientSeedSave={vi.fn()}
        onRotate={vi.fn()}
        previous={{ serverSeed: 'revealed', serverSeedHash: 'abc', clientSeed: 'old', nonce: 5 }}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
