import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Text, TEXT_TONES, TEXT_VARIANTS } from './Text.tsx';

describe('Text', () => {
  it('picks a sensible element per variant', () => {
    renderWithUi(
      <>
        <Text variant="heading">Live now</Text>
        <Text variant="title">Premier League</Text>
        <Text variant="body">Body copy</Text>
        <Text variant="price">2.35</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Live now' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Premier League' })).toBeTruthy();
    expect(screen.getByText('Body copy').tagName).toBe('P');
    expect(screen.getByText('2.35').tagName).toBe('SPAN');
  });

  it('renders as the element given by `as`', () => {
    renderWithUi(
      <Text as="h1" variant="heading">
        Sportsbook
      </Text>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeTruthy();
  });

  it('uses a different class per tone, and captions default to muted', () => {
    renderWithUi(
      <>
        {TEXT_TONES.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone}
          </Text>
        ))}
        <Text variant="caption">caption</Text>
        <Text variant="caption" tone="muted">
          muted caption
        </Text>
      </>,
    );
    const classes = new Set(TEXT_TONES.map((tone) => screen.getByText(tone).className));
    expect(classes.size).toBe(TEXT_TONES.length);
    expect(screen.getByText('caption').className).toBe(screen.getByText('muted caption').className);
  });

  it('keeps the class name, the title and other attributes, and forwards the ref', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <Text
        truncate
        className="extra"
        title="Borussia Mönchengladbach"
        ref={(el: HTMLElement | null) => void (node = el)}
      >
        Borussia Mönchengladbach
      </Text>,
    );
    const el = screen.getByTitle('Borussia Mönchengladbach');
    expect(node).toBe(el);
    expect(el.className).toContain('extra');
    expect(Text.displayName).toBe('Text');
  });

  it('renders long non-Latin text unchanged', () => {
    renderWithUi(<Text lang="th">การแข่งขันฟุตบอลพรีเมียร์ลีกอังกฤษ</Text>);
    expect(screen.getByText('การแข่งขันฟุตบอลพรีเมียร์ลีกอังกฤษ')).toBeTruthy();
  });

  it('has no axe violations in any variant and tone', async () => {
    const { container } = renderWithUi(
      <div>
        {TEXT_VARIANTS.flatMap((variant) =>
          TEXT_TONES.map((tone) => (
            <Text key={`${variant}-${tone}`} variant={variant} tone={tone}>
              {variant} {tone}
            </Text>
          )),
        )}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
