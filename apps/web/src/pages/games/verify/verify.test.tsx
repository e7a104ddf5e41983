import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, server } from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serverSeed = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';
const clientSeed = 'touchline';
const nonce = 42;

/** The scheme computed here on its own (node:crypto), not with the page's code. */
const hash = createHash('sha256').update(serverSeed, 'utf8').digest('hex');
function firstRoll(): string {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float =
    bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  const hundredths = Math.floor(float * 10001);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

async function openVerifier(query: string) {
  server.use(...exampleHandlers());
  return renderSite(`/fairness${query}`);
}

describe('/fairness, the provably fair verifier', () => {
  it('recomputes a dice round from its revealed seed, and checks the hash shown before play', async () => {
    await openVerifier(
      `?game=dice&serverSeed=${serverSeed}&hash=${hash}&clientSeed=${clientSeed}&nonce=${nonce}&target=5000&direction=over`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provably fair: verify a round' }),
    ).toBeTruthy();
    const outcome = screen.getByRole('region', { name: 'Result' });
    expect(within(outcome).getByText(hash)).toBeTruthy();
    expect(within(outcome).getByText('Matches: this is the seed you were promised.')).toBeTruthy();
    expect(within(outcome).getByText(firstRoll())).toBeTruthy();
    // the form holds the round's inputs
    expect(screen.getByRole('textbox', { name: 'Nonce' })).toHaveProperty('value', '42');
    expect(screen.getByRole('textbox', { name: /^Target/ })).toHaveProperty('value', '50.00');
    await expectNoAxeViolations(document.body);
  });

  it('says when the seed is not the one behind the hash', async () => {
    await openVerifier(
      `?game=dice&serverSeed=${serverSeed}&hash=${'0'.repeat(64)}&clientSeed=${clientSeed}&nonce=${nonce}&target=5000&direction=under`,
    );
    const outcome = await screen.findByRole('region', { name: 'Result' });
    expect(
      within(outcome).getByText('Does not match: this is not the seed behind that hash.'),
    ).toBeTruthy();
  });

  it('verifies a slot round typed in, spin by spin', async () => {
    await openVerifier('');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Server seed (revealed)' }),
      serverSeed,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Client seed' }), clientSeed);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nonce' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The nonce is a whole number from 0.')).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Nonce' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nonce' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const outcome = await screen.findByRole('region', { name: 'Result' });
    expect(within(outcome).getByText(hash)).toBeTruthy();
    expect(within(outcome).getByRole('heading', { level: 3, name: 'Base spin' })).toBeTruthy();
    const windowTable = within(outcome).getAllByRole('table')[0]!;
    // five reels of three rows, each symbol named
    expect(within(windowTable).getAllByRole('row')).toHaveLength(3);
    expect(within(windowTable).getAllByRole('cell')).toHaveLength(15);
    expect(within(windowTable).getAllByRole('img')).toHaveLength(15);
    expect(within(outcome).getByText(/for a stake of 1\.00$/)).toBeTruthy();
  });
});
