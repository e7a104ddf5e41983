import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Chat room signatures (`chatroom/getSig/{id}`, issue 17 §2): what admits a member to a room on
 * the socket. A signature names its expiry in the clear and proves, by an HMAC-SHA256 over the
 * member, the room and the expiry (keyed by a key derived from the server's secret for this
 * purpose only), that this server admitted this member to this room until then. Any instance
 * sharing the secret checks it; nothing is stored.
 */
export const CHAT_SIGNATURE_TTL_MS = 60 * 60_000;

const TOKEN = /^C1\.(\d{1,16})\.([\w-]{43})$/;

/** The purpose-specific key: the server's secret never signs anything itself. */
export function chatSignatureKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('touchline/live/chat-room/v1').digest();
}

function mac(key: Buffer, memberId: bigint, roomId: string, expiresAt: number): string {
  return createHmac('sha256', key)
    .update(`${memberId}\n${roomId}\n${expiresAt}`)
    .digest()
    .toString('base64url');
}

/** `C1.<expires at ms>.<signature>`. */
export function signChatRoom(key: Buffer, memberId: bigint, roomId: string, expiresAt: number) {
  return `C1.${expiresAt}.${mac(key, memberId, roomId, expiresAt)}`;
}

/**
 * Whether `signature` admits this member to this room at `now`: signed by us, for them, for this
 * room, and not expired.
 */
export function verifyChatRoom(
  key: Buffer,
  signature: string,
  memberId: bigint,
  roomId: string,
  now: number,
): boolean {
  const m = typeof signature === 'string' ? TOKEN.exec(signature) : null;
  if (!m) return false;
  const expiresAt = Number(m[1]);
  if (!(expiresAt > now)) return false;
  const given = Buffer.from(m[2]!);
  const expected = Buffer.from(mac(key, memberId, roomId, expiresAt));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
