import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { MaskedText } from './MaskedText.tsx';

describe('MaskedText', () => {
  it('masks an account or phone, keeping the first 3 and the last 2–4 characters', () => {
    renderWithUi(
      <ul>
        <li>
          <MaskedText value="13812345678" />
        </li>
        <li>
          <MaskedText value="0912345" />
        </li>
        <li>
          <MaskedText value="abc123" />
        </li>
        <li>
          <MaskedText value="vip01" />
        </li>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '138****5678',
      '091*345',
      'abc*23',
      'v****',
    ]);
  });

  it('masks names by words, in any script', () => {
    renderWithUi(
      <ul>
        {['张三', '欧阳娜娜', 'John Smith', 'Nguyễn Văn An', 'สมชาย ใจดี'].map((name) => (
          <li key={name}>
            <MaskedText kind="name" value={name} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '张*',
      '欧**娜',
      'John *****',
      'Nguyễn *** An',
      'สมชาย ***', // ใจดี is three graphemes: ใ จ ดี
    ]);
  });

  it('never puts the unmasked value in the DOM', () => {
    const { container } = renderWithUi(
      <>
        <MaskedText value="13812345678" title="x" />
        <MaskedText kind="name" value="Nguyễn Văn An" />
      </>,
    );
    expect(container.innerHTML).not.toContain('13812345678');
    expect(container.innerHTML).not.toContain('12345');
    expect(container.innerHTML).not.toContain('Văn');
  });

  it('renders nothing visible for empty or blank values', () => {
    const { container } = renderWithUi(
      <>
        <MaskedText value="" />
        <MaskedText kind="name" value="   " />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLSpanElement | null = null;
    renderWithUi(
      <MaskedText value="13812345678" ref={(el) => void (node = el)} className="extra" />,
    );
    const el = screen.getByText('138****5678');
    expect(node).toBe(el);
    expect(el.className).toContain('extra');
    expect(el.getAttribute('translate')).toBe('no');
    expect(MaskedText.displayName).toBe('MaskedText');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <p>
        <MaskedText value="13812345678" /> <MaskedText kind="name" value="欧阳娜娜" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
