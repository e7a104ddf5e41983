import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@touchline/domain';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../i18n/messages.ts';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  CHAT_BLOCK_REASON_KEYS,
  CHAT_BLOCK_REASONS,
  ChatPanel,
  type ChatLine,
  type ChatPanelProps,
} from './ChatPanel.tsx';

const thread: ChatLine[] = [
  { id: '1', kind: 'system', text: 'Welcome to the room' },
  { id: '2', kind: 'message', userName: 'Minh', vipLevel: 3, text: 'Arsenal first?' },
  { id: '3', kind: 'message', userName: 'Somchai', vipLevel: 0, text: 'สวัสดี' },
  { id: '4', kind: 'gift', userName: 'Big Mike', text: 'Rocket', giftCount: 3 },
];

const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: /^Send/ });

/** A deferred promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** jsdom has no layout: give the log a scroll geometry and a scroll position that sticks. */
function geometry(log: HTMLElement, { scrollHeight = 1000, clientHeight = 200 } = {}) {
  let top = 0;
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (v: number) => void (top = Math.max(0, Math.min(v, scrollHeight - clientHeight))),
  });
  return {
    get top() {
      return top;
    },
    scrollTo(v: number) {
      log.scrollTop = v;
      fireEvent.scroll(log);
    },
  };
}

describe('ChatPanel', () => {
  it('shows messages with name and VIP badge, system lines and gift lines in a log', () => {
    renderWithUi(<ChatPanel messages={thread} />);
    const log = screen.getByRole('log', { name: 'Chat' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'System: Welcome to the room',
      // The badge's drawn level number is part of the text; its name is "VIP 3".
      '3Minh: Arsenal first?',
      'Somchai: สวัสดี',
      'Gift: Big Mike sent Rocket ×3',
    ]);
    expect(within(items[1]!).getByRole('img', { name: 'VIP 3' })).toBeTruthy();
    // Level 0 and unknown levels show no badge.
    expect(within(items[2]!).queryByRole('img')).toBeNull();
    expect(within(items[3]!).queryByRole('img')).toBeNull();
  });

  it('says when there are no messages yet', () => {
    renderWithUi(<ChatPanel messages={[]} />, { locale: 'th' });
    expect(screen.getByRole('log').textContent).toBe(uiMessages.th.chatEmpty);
  });

  it('marks a pending own message for screen readers', () => {
    renderWithUi(
      <ChatPanel
        messages={[
          { id: 'p', kind: 'message', userName: 'Me', text: 'hi', own: true, pending: true },
        ]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Me: hi (Sending…)');
  });

  it('sends the trimmed text with Enter or the button and clears the input', async () => {
    const onSend = vi.fn();
    renderWithUi(<ChatPanel messages={thread} onSend={onSend} />);
    expect(sendButton()).toHaveProperty('disabled', true);
    await userEvent.type(input(), '   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    await userEvent.type(input(), ' Go Arsenal {Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Go Arsenal');
    expect(input()).toHaveProperty('value', '');
    await userEvent.type(input(), '2-1');
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenLastCalledWith('2-1');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('is busy while a send is pending, sends once, and clears when it succeeds', async () => {
    const pending = deferred();
    const onSend = vi.fn(() => pending.promise);
    renderWithUi(<ChatPanel messages={thread} onSend={onSend} />);
    await userEvent.type(input(), 'hello{Enter}');
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    await userEvent.type(input(), '{Enter}');
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(input()).toHaveProperty('value', 'hello');
    await act(async () => pending.resolve());
    expect(input()).toHaveProperty('value', '');
    expect(sendButton().hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  it('keeps the typed text and says so when the send fails', async () => {
    const pending = deferred();
    renderWithUi(<ChatPanel messages={thread} onSend={() => pending.promise} />, {
      locale: 'vi',
    });
    const box = screen.getByRole('textbox', { name: 'Tin nhắn' });
    await userEvent.type(box, 'Xin chào{Enter}');
    await act(async () => pending.reject(new Error('network')));
    expect(box).toHaveProperty('value', 'Xin chào');
    expect(screen.getByRole('alert').textContent).toBe(uiMessages.vi.chatSendFailed);
    // Typing again clears the message; the text can be sent again.
    await userEvent.type(box, '!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveProperty('value', 'Xin chào!');
  });

  it('holds the send button during slow mode and counts down, keeping the input open', async () => {
    const onSend = vi.fn();
    const view = renderWithUi(<ChatPanel messages={thread} onSend={onSend} waitSeconds={3} />);
    await userEvent.type(input(), 'Next one');
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Slow mode: you can write again in 3 s');
    view.rerender(<ChatPanel messages={thread} onSend={onSend} waitSeconds={0} />);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('Next one');
  });

  it('shows an error the app passes', () => {
    renderWithUi(<ChatPanel messages={thread} error="Words not allowed in this room" />);
    expect(screen.getByRole('alert').textContent).toBe('Words not allowed in this room');
  });

  it('counts characters as people see them and refuses text over the limit without cutting it', async () => {
    const onSend = vi.fn();
    renderWithUi(<ChatPanel messages={[]} maxLength={5} onSend={onSend} />);
    await userEvent.type(input(), '👍🏽👍🏽👍🏽👍🏽');
    // Four thumbs with a skin tone are four characters (16 UTF-16 units).
    expect(screen.getByText('4/5')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(input(), 'ab');
    expect(screen.getByText('6/5')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long: at most 5 characters')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
    await userEvent.type(input(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveProperty('value', '👍🏽👍🏽👍🏽👍🏽ab');
  });

  it.each(CHAT_BLOCK_REASONS)('disables writing and says why: %s', (reason) => {
    renderWithUi(<ChatPanel messages={thread} blocked={reason} minVipLevel={2} />, {
      locale: 'zh-cn',
    });
    const box = screen.getByRole('textbox', { name: '消息' });
    expect(box).toHaveProperty('disabled', true);
    const text = uiMessages['zh-cn'][CHAT_BLOCK_REASON_KEYS[reason]].replace('{n}', '2');
    const reasonEl = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(reasonEl?.textContent).toContain(text);
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', true);
  });

  it('shows the ban reason and its end, and offers to log in when logged out', async () => {
    const onLogIn = vi.fn();
    const props: ChatPanelProps = {
      messages: thread,
      timeZone: 'Asia/Shanghai',
      onLogIn,
    };
    const { rerender } = renderWithUi(
      <ChatPanel
        {...props}
        blocked="muted"
        mutedReason="Spam"
        mutedUntil={Date.UTC(2025, 5, 12, 12, 0, 0)}
      />,
    );
    expect(screen.getByText(/can’t send/).textContent).toBe(
      'You can’t send messages right now · Reason: Spam · Until 06-12 20:00',
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    rerender(<ChatPanel {...props} blocked="logged-out" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });

  it('has every block reason in every language', () => {
    for (const lang of LANGUAGES) {
      for (const reason of CHAT_BLOCK_REASONS) {
        expect(uiMessages[lang][CHAT_BLOCK_REASON_KEYS[reason]], `${lang}/${reason}`).toBeTruthy();
      }
    }
  });

  it('follows new lines while at the latest', () => {
    const { rerender } = renderWithUi(<ChatPanel messages={thread} />);
    const view = geometry(screen.getByRole('log'));
    rerender(<ChatPanel messages={[...thread, { id: '5', kind: 'message', text: 'new' }]} />);
    expect(view.top).toBe(800);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('does not move a member who scrolled up; a button counts new lines and jumps back', async () => {
    const { rerender } = renderWithUi(<ChatPanel messages={thread} />);
    const log = screen.getByRole('log');
    const view = geometry(log);
    view.scrollTo(1000);
    view.scrollTo(300);
    const more = (n: number): ChatLine[] =>
      Array.from({ length: n }, (_, i) => ({ id: `n${i}`, kind: 'message', text: `n${i}` }));
    rerender(<ChatPanel messages={[...thread, ...more(2)]} />);
    rerender(<ChatPanel messages={[...thread, ...more(3)]} />);
    expect(view.top).toBe(300);
    const jump = screen.getByRole('button', { name: 'New messages 3' });
    await userEvent.click(jump);
    expect(view.top).toBe(800);
    expect(document.activeElement).toBe(log);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('clears the count when the member scrolls back down, and brings their own line into view', () => {
    const { rerender } = renderWithUi(<ChatPanel messages={thread} />);
    const view = geometry(screen.getByRole('log'));
    view.scrollTo(100);
    rerender(<ChatPanel messages={[...thread, { id: 'x', kind: 'message', text: 'x' }]} />);
    expect(screen.getByRole('button', { name: 'New messages 1' })).toBeTruthy();
    view.scrollTo(790);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
    view.scrollTo(100);
    rerender(
      <ChatPanel
        messages={[
          ...thread,
          { id: 'x', kind: 'message', text: 'x' },
          { id: 'y', kind: 'message', text: 'mine', own: true },
        ]}
      />,
    );
    expect(view.top).toBe(800);
  });

  it('keeps only the latest lines in the DOM', () => {
    const many: ChatLine[] = Array.from({ length: 500 }, (_, i) => ({
      id: String(i),
      kind: 'message',
      userName: 'u',
      text: `line ${i}`,
    }));
    renderWithUi(<ChatPanel messages={many} maxVisible={50} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(items[0]!.textContent).toBe('u: line 450');
    expect(items.at(-1)!.textContent).toBe('u: line 499');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<ChatPanel ref={(el) => void (node = el)} className="extra" messages={[]} />);
    expect(node).toBe(screen.getByRole('region', { name: 'Chat' }));
    expect(node!.className).toContain('extra');
    expect(ChatPanel.displayName).toBe('ChatPanel');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <ChatPanel messages={thread} defaultValue="hello" />
        <ChatPanel
          aria-label="Muted chat"
          messages={[]}
          blocked="muted"
          mutedReason="Spam"
          error="Not sent"
        />
        <ChatPanel
          aria-label="Logged-out chat"
          messages={thread}
          blocked="logged-out"
          onLogIn={() => undefined}
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
