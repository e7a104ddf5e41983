import { clampVipLevel, formatMatchTime, graphemes } from '@touchline/domain';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Input } from '../Input/index.ts';
import { VipBadge } from '../VipBadge/index.ts';
import * as css from './ChatPanel.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { useTimeZone } from '../../i18n/timeZone.tsx';

/** A member's message, a notice of the room, or a gift someone sent. */
export const CHAT_LINE_KINDS = ['message', 'system', 'gift'] as const;
export type ChatLineKind = (typeof CHAT_LINE_KINDS)[number];

/** Why the member can't write now; each is said in words under the input. */
export const CHAT_BLOCK_REASONS = ['muted', 'logged-out', 'vip-level', 'closed'] as const;
export type ChatBlockReason = (typeof CHAT_BLOCK_REASONS)[number];

/** The translated text of each block reason (live area). */
export const CHAT_BLOCK_REASON_KEYS = {
  muted: 'chatMuted',
  'logged-out': 'chatReadOnly',
  'vip-level': 'chatVipOnly',
  closed: 'chatClosed',
} as const satisfies Record<ChatBlockReason, UiMessageKey>;

/** The room's limit when none is given (the chat-room config's `maxMessageLength`). */
export const CHAT_DEFAULT_MAX_LENGTH = 200;
/** How many of the latest lines are kept in the DOM when none is given. */
export const CHAT_DEFAULT_MAX_VISIBLE = 200;
/** Within this many px of the end, the view counts as "at the latest" and follows new lines. */
export const CHAT_STICK_THRESHOLD = 32;

/** One line of the chat. */
export interface ChatLine {
  /** Stable and unique: the message id (or the sender's client id while pending). */
  id: string;
  kind: ChatLineKind;
  /** The sender (message and gift lines), as it should be shown (masked by the app if need be). */
  userName?: string;
  /** The sender's VIP level; a badge shows for levels 1–11. */
  vipLevel?: number | null;
  /** A message's text, a notice's text, or the gift's name. */
  text: string;
  /** Gift lines: how many were sent. */
  giftCount?: number;
  /** Gift lines: the gift's small picture. */
  giftIcon?: string;
  /** The member's own line (highlighted; a new one always brings the view to the latest). */
  own?: boolean;
  /** Sent, not yet echoed by the room. */
  pending?: boolean;
}

export interface ChatPanelProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'onSubmit' | 'defaultValue'
> {
  /** Every line, oldest first. Only the latest `maxVisible` are drawn. */
  messages: readonly ChatLine[];
  /**
   * Sends the text (trimmed). While a returned promise is pending the send button is busy and a
   * second send does nothing; when it resolves the input clears, when it rejects the text stays
   * and a translated "not sent" message shows.
   */
  onSend?: (text: string) => Promise<unknown> | void;
  /** At most this many characters (grapheme clusters: one emoji or Thai syllable mark each). */
  maxLength?: number;
  /** Lines kept in the DOM (the latest ones); older lines leave the top of the list. */
  maxVisible?: number;
  /** Why the member can't write now; the input is disabled and the reason shows. */
  blocked?: ChatBlockReason | null;
  /** With `muted`: the reason the room gave for the ban, shown as it is. */
  mutedReason?: ReactNode;
  /** With `muted`: when the ban ends (epoch ms); absent or null for a ban without an end. */
  mutedUntil?: number | null;
  /** With `vip-level`: the lowest VIP level that may write. */
  minVipLevel?: number;
  /** IANA zone for `mutedUntil`; the device's zone by default. */
  timeZone?: string;
  /** Offered with the `logged-out` reason. */
  onLogIn?: () => void;
  /** A failure the app wants shown (read out at once); replaces the standard "not sent" text. */
  error?: ReactNode;
  /**
   * Slow mode: seconds until the member may post again. While above 0 the send button waits
   * and the countdown shows; the input stays open, so the next message can be typed meanwhile.
   */
  waitSeconds?: number;
  /** The text the input starts with. */
  defaultValue?: string;
  /** Height of the panel (px or a CSS length); the list scrolls inside it. */
  height?: number | string;
}

function GiftGlyph() {
  return <Icon name="gift" className={css.giftGlyph} />;
}

function ArrowDownIcon() {
  return <Icon name="arrow-down" className={css.jumpIcon} />;
}

function Line({ line }: { line: ChatLine }) {
  const t = useUiText();
  const vip =
    typeof line.vipLevel === 'number' && clampVipLevel(line.vipLevel) > 0 ? (
      <VipBadge level={line.vipLevel} size="sm" className={css.vip} />
    ) : null;
  const pending = line.pending ? <span className={css.srOnly}> ({t('chatSending')})</span> : null;

  if (line.kind === 'system') {
    return (
      <li className={css.system} data-kind="system">
        <span className={css.systemTag}>
          {t('chatSystem')}
          <span className={css.srOnly}>: </span>
        </span>
        <span className={css.text}>{line.text}</span>
      </li>
    );
  }
  if (line.kind === 'gift') {
    const count = Math.max(1, Math.floor(line.giftCount ?? 1));
    return (
      <li className={css.gift} data-kind="gift" data-own={line.own || undefined}>
        <GiftGlyph />
        <span className={css.srOnly}>{t('chatGiftIcon')}: </span>
        {vip}
        <span className={css.name}>{line.userName}</span> {t('chatSentGift')}{' '}
        {line.giftIcon ? (
          <img className={css.giftIcon} src={line.giftIcon} alt="" width={20} height={20} />
        ) : null}
        <span className={css.giftName}>{line.text}</span>{' '}
        <span className={css.giftCount}>×{count}</span>
        {pending}
      </li>
    );
  }
  return (
    <li
      className={css.line}
      data-kind="message"
      data-own={line.own || undefined}
      data-pending={line.pending || undefined}
    >
      {vip}
      <span className={css.name}>{line.userName}</span>
      <span className={css.colon}>: </span>
      <span className={css.text}>{line.text}</span>
      {pending}
    </li>
  );
}

const isAtEnd = (el: HTMLElement) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_STICK_THRESHOLD;

/**
 * The live room's chat: messages with the sender's name and VIP badge, system notices and gift
 * lines, then the input and the send button. The list follows new lines while the member is at
 * the latest; once they scroll up it stays put and a "New messages" button with the count takes
 * them back. A failed send keeps what was typed. When the member can't write (muted, logged
 * out, below the room's VIP level, chat closed) the input is disabled and the reason is shown.
 */
export function ChatPanel({
  messages,
  onSend,
  maxLength = CHAT_DEFAULT_MAX_LENGTH,
  maxVisible = CHAT_DEFAULT_MAX_VISIBLE,
  blocked = null,
  mutedReason,
  mutedUntil,
  minVipLevel,
  timeZone: ownTimeZone,
  onLogIn,
  error,
  waitSeconds = 0,
  defaultValue = '',
  height,
  className,
  style,
  'aria-label': ariaLabel,
  ...rest
}: ChatPanelProps) {
  const timeZone = useTimeZone(ownTimeZone);
  const t = useUiText();
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendingRef = useRef(false);
  const [draft, setDraft] = useState(defaultValue);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  // Following the latest lines, or held where the member scrolled to (with the last line seen).
  const [following, setFollowing] = useState(true);
  const [seenId, setSeenId] = useState<string | null>(null);

  const lines = (messages ?? []).slice(-Math.max(1, Math.floor(maxVisible)));
  const lastId = lines.at(-1)?.id ?? null;
  const seenIndex = seenId === null ? -1 : lines.findIndex((line) => line.id === seenId);
  const unseenLines = following ? [] : lines.slice(seenIndex + 1);
  const unseen = unseenLines.length;
  const ownSent = unseenLines.some((line) => line.own);

  // Follow new lines while at the latest, and always after the member's own line.
  useLayoutEffect(() => {
    const el = logRef.current;
    if (el && (following || ownSent)) el.scrollTop = el.scrollHeight;
  }, [lastId, following, ownSent]);

  const onScroll = () => {
    const el = logRef.current;
    if (!el) return;
    const atEnd = isAtEnd(el);
    if (atEnd === following) return;
    if (!atEnd) setSeenId(lastId);
    setFollowing(atEnd);
  };

  const jumpToLatest = () => {
    const el = logRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    setFollowing(true);
    el.focus();
  };

  const length = graphemes(draft).length;
  const tooLong = length > maxLength;
  const text = draft.trim();
  const wait = Number.isFinite(waitSeconds) ? Math.max(0, Math.ceil(waitSeconds)) : 0;
  const canSend = !blocked && !tooLong && wait === 0 && text.length > 0 && !!onSend;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend || sendingRef.current) return;
    setFailed(false);
    const sent = draft;
    const result = onSend?.(text);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      setDraft('');
      return;
    }
    sendingRef.current = true;
    setSending(true);
    (result as Promise<unknown>)
      .then(
        () => setDraft((now) => (now === sent ? '' : now)),
        () => setFailed(true),
      )
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
        inputRef.current?.focus();
      });
  };

  const reasonId = `${id}-reason`;
  const until =
    blocked === 'muted' && typeof mutedUntil === 'number'
      ? formatMatchTime(mutedUntil, timeZone)
      : '-';
  const reasonText = blocked
    ? t(CHAT_BLOCK_REASON_KEYS[blocked]).replace('{n}', String(clampVipLevel(minVipLevel ?? 1)))
    : null;
  const alert = error ?? (failed ? t('chatSendFailed') : null);
  const counter =
    length >= Math.floor(maxLength * 0.8) ? (
      <span className={css.counter} data-over={tooLong || undefined}>
        {length}/{maxLength}
        <span className={css.srOnly}> {t('chatCharacters')}</span>
      </span>
    ) : undefined;

  return (
    <section
      {...rest}
      aria-label={ariaLabel ?? t('chatLabel')}
      className={[css.root, className].filter(Boolean).join(' ')}
      style={height === undefined ? style : { ...style, height }}
    >
      <div className={css.viewport}>
        <div
          ref={logRef}
          role="log"
          aria-label={t('chatLabel')}
          tabIndex={0}
          className={css.log}
          onScroll={onScroll}
        >
          {lines.length === 0 ? (
            <p className={css.empty}>{t('chatEmpty')}</p>
          ) : (
            <ul className={css.list}>
              {lines.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </ul>
          )}
        </div>
        {unseen > 0 ? (
          <button type="button" className={css.jump} onClick={jumpToLatest}>
            <ArrowDownIcon />
            {t('chatNewMessages')}{' '}
            <span className={css.jumpCount}>{unseen > 99 ? '99+' : unseen}</span>
          </button>
        ) : null}
      </div>
      <form className={css.composer} noValidate onSubmit={submit} aria-busy={sending || undefined}>
        <div className={css.row}>
          <Input
            ref={inputRef}
            className={css.field}
            label={t('chatInputLabel')}
            hideLabel
            placeholder={t('chatPlaceholder')}
            autoComplete="off"
            enterKeyHint="send"
            value={draft}
            disabled={!!blocked}
            suffix={counter}
            error={tooLong ? t('chatTooLong').replace('{n}', String(maxLength)) : undefined}
            aria-describedby={blocked ? reasonId : undefined}
            onValueChange={(value) => {
              setDraft(value);
              if (failed) setFailed(false);
            }}
          />
          <Button
            type="submit"
            className={css.send}
            loading={sending}
            disabled={!canSend}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {t('chatSend')}
          </Button>
        </div>
        {blocked ? (
          <div className={css.reason} id={reasonId}>
            <p className={css.reasonText}>
              {reasonText}
              {blocked === 'muted' && mutedReason ? (
                <>
                  {' · '}
                  {t('chatMutedReason')}: {mutedReason}
                </>
              ) : null}
              {until !== '-' ? (
                <>
                  {' · '}
                  {t('chatMutedUntil')} <time>{until}</time>
                </>
              ) : null}
            </p>
            {blocked === 'logged-out' && onLogIn ? (
              <Button size="sm" variant="solid" tone="neutral" onClick={onLogIn}>
                {t('chatLogIn')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {!blocked && wait > 0 ? (
          <p className={css.wait} role="status">
            {t('chatSlowModeWait').replace('{n}', String(wait))}
          </p>
        ) : null}
        {alert ? (
          <p role="alert" className={css.alert}>
            {alert}
          </p>
        ) : null}
      </form>
    </section>
  );
}
ChatPanel.displayName = 'ChatPanel';
