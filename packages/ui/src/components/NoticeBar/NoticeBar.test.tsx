import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { NoticeBar, type Notice } from './NoticeBar.tsx';

const notices: Notice[] = [
  { id: 1, text: 'Final tonight', href: '/sports' },
  { id: 2, text: 'Deposits are instant' },
];

/**
 * A ResizeObserver that reports each element once when observed, after the commit, as the
 * browser's does after its layout (the test set-up's observer never reports).
 */
class ReportingObserver {
  #disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => {
      if (!this.#disconnected)
        this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.#disconnected = true;
  }
}

/** Layout for jsdom: the notices are wider (900 px) than the bar (300 px). */
function makeNoticesOverflow() {
  vi.stubGlobal('ResizeObserver', ReportingObserver);
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const width = this.tagName === 'UL' ? 900 : 300;
    return {
      width,
      height: 44,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: width,
      bottom: 44,
      toJSON() {},
    };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('NoticeBar', () => {
  it('is a labelled region listing the notices', () => {
    renderWithUi(<NoticeBar notices={notices} />);
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Final tonight', 'Deposits are instant']);
  });

  it('makes each notice clickable: links by address, buttons otherwise', async () => {
    const onNoticeClick = vi.fn();
    renderWithUi(<NoticeBar notices={notices} onNoticeClick={onNoticeClick} />);
    expect(screen.getByRole('link', { name: 'Final tonight' }).getAttribute('href')).toBe(
      '/sports',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposits are instant' }));
    expect(onNoticeClick).toHaveBeenCalledWith(notices[1]);
  });

  it('stands still, without a copy or a pause button, when the notices fit', () => {
    renderWithUi(<NoticeBar notices={notices} />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause notices' })).toBeNull();
  });

  it('scrolls when the notices overflow, with a hidden copy and a pause button', async () => {
    makeNoticesOverflow();
    const { container } = renderWithUi(
      <NoticeBar notices={notices} onNoticeClick={() => undefined} />,
    );
    await screen.findByRole('button', { name: 'Pause notices' });
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy).not.toBeNull();
    expect(copy?.hasAttribute('inert')).toBe(true);
    for (const el of copy!.querySelectorAll('a, button'))
      expect(el.getAttribute('tabindex')).toBe('-1');
    expect(screen.getAllByRole('link', { name: 'Final tonight' })).toHaveLength(1);

    const region = screen.getByRole('region');
    await userEvent.click(screen.getByRole('button', { name: 'Pause notices' }));
    expect(region.dataset.paused).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Play notices' }));
    expect(region.dataset.paused).toBe('false');
  });

  it('lets the keyboard reach notices that scroll, even when none of them is a link', async () => {
    makeNoticesOverflow();
    renderWithUi(
      <NoticeBar
        notices={[
          { id: 1, text: 'Plain' },
          { id: 2, text: 'Text' },
        ]}
      />,
    );
    await screen.findByRole('group', { name: 'Notices' });
    await userEvent.tab();
    const scroller = screen.getByRole('group', { name: 'Notices' });
    expect(document.activeElement).toBe(scroller);
    await expectNoAxeViolations(document.body);
  });

  it('keeps the viewport out of the tab order when the notices fit', () => {
    renderWithUi(<NoticeBar notices={[{ id: 1, text: 'Plain' }]} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('closes with its button', async () => {
    const onClose = vi.fn();
    renderWithUi(<NoticeBar notices={notices} onClose={onClose} />, { locale: 'th' });
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'ประกาศ' })).toBeTruthy();
  });

  it('renders nothing without notices', () => {
    const { container } = renderWithUi(<NoticeBar notices={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<NoticeBar notices={notices} ref={(el) => void (node = el)} className="extra" />);
    expect(node).toBe(screen.getByRole('region'));
    expect(screen.getByRole('region').className).toContain('extra');
    expect(NoticeBar.displayName).toBe('NoticeBar');
  });

  it('has no axe violations, still or scrolling', async () => {
    const still = renderWithUi(<NoticeBar notices={notices} onClose={() => undefined} />);
    await expectNoAxeViolations(still.container);
    still.unmount();
    makeNoticesOverflow();
    const { container } = renderWithUi(
      <NoticeBar notices={notices} onNoticeClick={() => undefined} onClose={() => undefined} />,
    );
    await expectNoAxeViolations(container);
  });
});
