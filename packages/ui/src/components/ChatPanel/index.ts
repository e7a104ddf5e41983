export {
  CHAT_BLOCK_REASON_KEYS,
  CHAT_BLOCK_REASONS,
  CHAT_DEFAULT_MAX_LENGTH,
  CHAT_DEFAULT_MAX_VISIBLE,
  CHAT_LINE_KINDS,
  CHAT_STICK_THRESHOLD,
  ChatPanel,
} from './ChatPanel.tsx';
export type { ChatBlockReason, ChatLine, ChatLineKind, ChatPanelProps } from './ChatPanel.tsx';
