import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { RuleList } from './RuleList.tsx';

const RULES = ['One', 'Two', 'Three', 'Four', 'Five'];

describe('RuleList', () => {
  it('is a region named by its title with the rules as an ordered list', () => {
    renderWithUi(<RuleList rules={RULES} />);
    const region = screen.getByRole('region', { name: 'Rules' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Rules' })).toBeTruthy();
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RULES);
  });

  it('collapses to the first rules and expands from the keyboard', async () => {
    renderWithUi(<RuleList rules={RULES} collapsible collapsedCount={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: 'Show all rules' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByRole('button', { name: 'Show fewer rules' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('follows a controlled open state and reports changes', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(<RuleList rules={RULES} collapsible open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all rules' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('has no toggle when every rule already shows', () => {
    renderWithUi(<RuleList rules={RULES.slice(0, 3)} collapsible />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links the full terms, in a new tab when external', () => {
    renderWithUi(
      <>
        <RuleList rules={RULES} termsHref="/terms" title="A" />
        <RuleList
          rules={RULES}
          termsHref="https://example.test/t"
          termsExternal
          termsLabel="T&C"
          title="B"
        />
      </>,
    );
    const a = within(screen.getByRole('region', { name: 'A' })).getByRole('link', {
      name: 'Full terms and conditions',
    });
    expect(a.getAttribute('href')).toBe('/terms');
    const b = within(screen.getByRole('region', { name: 'B' })).getByRole('link', { name: /T&C/ });
    expect(b.getAttribute('target')).toBe('_blank');
  });

  it('renders no list for no rules, and long non-Latin rules whole', () => {
    const thai = 'ผู้เข้าร่วมกิจกรรมต้องมีการเดิมพันที่ชำระแล้วตามเงื่อนไขที่กำหนด'.repeat(4);
    renderWithUi(
      <>
        <RuleList rules={[]} title="Empty" />
        <RuleList rules={[thai]} title="Thai" />
      </>,
    );
    expect(within(screen.getByRole('region', { name: 'Empty' })).queryByRole('list')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Thai' })).getByRole('listitem').textContent,
    ).toBe(thai);
  });

  it('speaks the active language', () => {
    renderWithUi(<RuleList rules={RULES} collapsible termsHref="/t" />, { locale: 'zh-cn' });
    expect(screen.getByRole('heading', { name: '活动规则' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '展开全部规则' })).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<RuleList ref={(el) => void (node = el)} className="extra" rules={RULES} />);
    expect(node).toBe(screen.getByRole('region'));
    expect(screen.getByRole('region').className).toContain('extra');
    expect(RuleList.displayName).toBe('RuleList');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <RuleList rules={RULES} collapsible termsHref="/terms" title="A" />
        <RuleList rules={RULES} collapsible defaultOpen headingLevel="h3" title="B" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
