import { REALTIME_ERROR_CODES, type ChatDeletion, type ChatMessage } from '@touchline/api/contract';
import {
  DEFAULT_CHAT_ROOM,
  isShielded,
  maskSensitiveWords,
  type Language,
} from '@touchline/domain';
import type { AppContext } from '../context.ts';
import { render, text, type ServerText } from '../http/messages.ts';
import { chatSignatureKey, verifyChatRoom } from './chat-tokens.ts';
import { epochMs, shownTime } from './common.ts';
import { activeBan } from './moderation.ts';

/** How many of a room's last messages a member gets on joining it. */
export const CHAT_HISTORY_SIZE = 50;

/** A refusal of the socket: a code of the protocol and the reason, in the member's language. */
export type ChatRefusal = { ok: false; code: number; msg: string };

type MessageRow = {
  id: bigint | number;
  room_id: string;
  user_name: string;
  nick_name: string | null;
  avatar_id: number;
  vip_level: number;
  text: string;
  client_message_id: string | null;
  sent_at: Date;
};

const MESSAGE_SELECT = `select c.id, c.room_id, m.user_name, m.nick_name, m.avatar_id, m.vip_level,
         c.text, c.client_message_id, c.sent_at
    from chat_messages c join members m on m.id = c.member_id`;

function messageOf(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    roomId: row.room_id,
    kind: 'message',
    userName: row.user_name,
    nickName: row.nick_name ?? row.user_name,
    avatarId: Number(row.avatar_id),
    vipLevel: Number(row.vip_level),
    text: row.text,
    clientMessageId: row.client_message_id,
    sentAt: epochMs(row.sent_at),
  };
}

/**
 * The chat of the stream rooms on the realtime socket (issue 17 §2): who may join a room (a
 * member with the room's signature, `chatroom/getSig/{id}`), its last messages on joining, and
 * every rule a post passes before it is stored and sent — the room open, the member's VIP level,
 * no ban in force, the length, slow mode; sensitive words masked, a host's shielded words
 * hiding the message from everyone but its author. The text stays plain text: it is stored and
 * sent as typed (masked), and nothing on the server reads it as markup.
 */
export class ChatRooms {
  private readonly key: Buffer;

  constructor(private readonly app: AppContext) {
    this.key = chatSignatureKey(app.secret);
  }

  private refuse(code: number, message: ServerText, language: Language): ChatRefusal {
    return { ok: false, code, msg: render(message, language) };
  }

  /** Whether a room's signature admits this member now (`chatroom/getSig/{id}`). */
  admits(memberId: bigint | null, roomId: string, signature: string | undefined): boolean {
    return (
      memberId !== null &&
      signature !== undefined &&
      verifyChatRoom(this.key, signature, memberId, roomId, this.app.now())
    );
  }

  /** Why a socket was not let into a room, in the member's language. */
  refused(language: Language): ChatRefusal {
    return this.refuse(REALTIME_ERROR_CODES.unauthorized, text('chatSignatureRefused'), language);
  }

  /** The room's last messages, oldest first: those hidden by shielded words only to their author. */
  async history(roomId: string, memberId: bigint): Promise<ChatMessage[]> {
    const rows = await this.app.db.query<MessageRow>(
      `${MESSAGE_SELECT}
        where c.room_id = $1 and c.deleted_at is null and (not c.hidden or c.member_id = $2)
        order by c.id desc limit $3`,
      [roomId, memberId, CHAT_HISTORY_SIZE],
    );
    return rows.reverse().map(messageOf);
  }

  /**
   * A member's post: the message as stored and to be sent (`hidden`: to its author only), or
   * why it was refused.
   */
  async post(
    memberId: bigint,
    roomId: string,
    typed: string,
    clientMessageId: string,
    language: Language,
  ): Promise<{ ok: true; message: ChatMessage; hidden: boolean } | ChatRefusal> {
    const { db } = this.app;
    const now = this.app.now();
    const [room] = await db.query<{
      presenter_id: bigint | number;
      enabled: boolean | null;
      min_vip_level: number | null;
      slow_mode_seconds: number | null;
      max_message_length: number | null;
    }>(
      `select s.presenter_id, c.enabled, c.min_vip_level, c.slow_mode_seconds, c.max_message_length
         from streams s left join chat_room_configs c on c.room_id = s.room_id
        where s.room_id = $1`,
      [roomId],
    );
    const forbidden = REALTIME_ERROR_CODES.forbidden;
    if (!room)
      return this.refuse(REALTIME_ERROR_CODES.unknownTopic, text('roomNotFound'), language);
    const rules = {
      enabled: room.enabled ?? DEFAULT_CHAT_ROOM.enabled,
      minVipLevel: Number(room.min_vip_level ?? DEFAULT_CHAT_ROOM.minVipLevelToChat),
      slowModeSeconds: Number(room.slow_mode_seconds ?? DEFAULT_CHAT_ROOM.slowModeSeconds),
      maxLength: Number(room.max_message_length ?? DEFAULT_CHAT_ROOM.maxMessageLength),
    };
    if (!rules.enabled) return this.refuse(forbidden, text('chatClosed'), language);
    const [member] = await db.query<{ vip_level: number }>(
      'select vip_level from members where id = $1',
      [memberId],
    );
    if (!member)
      return this.refuse(REALTIME_ERROR_CODES.unauthorized, text('chatJoinFirst'), language);
    if (Number(member.vip_level) < rules.minVipLevel) {
      return this.refuse(forbidden, text('chatVipOnly', { level: rules.minVipLevel }), language);
    }
    const ban = await activeBan(db, memberId, roomId, now);
    if (ban) {
      const until = ban.bannedUntil === null ? '' : shownTime(ban.bannedUntil);
      return this.refuse(forbidden, text('chatBanned', { reason: ban.reason, until }), language);
    }
    const trimmed = typed.trim();
    if ([...trimmed].length > rules.maxLength) {
      return this.refuse(forbidden, text('chatTooLong', { max: rules.maxLength }), language);
    }
    if (rules.slowModeSeconds > 0) {
      const [last] = await db.query<{ sent_at: Date }>(
        `select sent_at from chat_messages where room_id = $1 and member_id = $2
          order by sent_at desc limit 1`,
        [roomId, memberId],
      );
      const wait = last ? epochMs(last.sent_at) + rules.slowModeSeconds * 1000 - now : 0;
      if (wait > 0) {
        return this.refuse(
          REALTIME_ERROR_CODES.rateLimited,
          text('chatSlowMode', { seconds: Math.ceil(wait / 1000) }),
          language,
        );
      }
    }
    const words = await db.query<{ word: string }>('select word from sensitive_words');
    const shown = maskSensitiveWords(
      trimmed,
      words.map((w) => w.word),
    );
    const shielded = await db.query<{ word: string }>(
      'select word from shielded_words where presenter_id = $1',
      [room.presenter_id],
    );
    const hidden = isShielded(
      shown,
      shielded.map((w) => w.word),
    );
    const [row] = await db.query<MessageRow>(
      `with inserted as (
         insert into chat_messages (room_id, member_id, text, client_message_id, hidden, sent_at)
         values ($1, $2, $3, $4, $5, $6) returning *)
       ${MESSAGE_SELECT.replace('from chat_messages c', 'from inserted c')}`,
      [roomId, memberId, shown, clientMessageId, hidden, new Date(now)],
    );
    return { ok: true, message: messageOf(row!), hidden };
  }

  /**
   * Takes a message away, by its room's host or a super admin: the deletion to send to the room,
   * or why not.
   */
  async delete(
    memberId: bigint,
    roomId: string,
    messageId: string,
    language: Language,
  ): Promise<{ ok: true; deletion: ChatDeletion } | ChatRefusal> {
    const { db } = this.app;
    const [row] = await db.query<{ presenter_id: bigint | number; role: string }>(
      `select s.presenter_id, m.role from streams s, members m where s.room_id = $1 and m.id = $2`,
      [roomId, memberId],
    );
    if (!row) return this.refuse(REALTIME_ERROR_CODES.unknownTopic, text('roomNotFound'), language);
    if (row.role !== 'superAdmin' && BigInt(row.presenter_id) !== memberId) {
      return this.refuse(REALTIME_ERROR_CODES.forbidden, text('notYourRoom'), language);
    }
    const deletedAt = this.app.now();
    const [gone] = await db.query<{ id: bigint | number }>(
      `update chat_messages set deleted_at = $3
        where room_id = $1 and id = $2 and deleted_at is null returning id`,
      [roomId, messageId, new Date(deletedAt)],
    );
    if (!gone) {
      return this.refuse(REALTIME_ERROR_CODES.unknownTopic, text('chatMessageNotFound'), language);
    }
    return { ok: true, deletion: { kind: 'deleted', id: String(gone.id), roomId, deletedAt } };
  }
}
