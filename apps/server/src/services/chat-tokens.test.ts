import { describe, expect, it } from 'vitest';
import { chatSignatureKey, signChatRoom, verifyChatRoom } from './chat-tokens.ts';

describe('chat room signatures', () => {
  const key = chatSignatureKey('s'.repeat(32));
  const signature = signChatRoom(key, 7n, 'room-1', 10_000);

  it('admit their member to their room until they expire', () => {
    expect(verifyChatRoom(key, signature, 7n, 'room-1', 9_999)).toBe(true);
    expect(verifyChatRoom(key, signature, 7n, 'room-1', 10_000)).toBe(false);
  });

  it('admit no other member, no other room, and nothing another secret signed or altered', () => {
    expect(verifyChatRoom(key, signature, 8n, 'room-1', 0)).toBe(false);
    expect(verifyChatRoom(key, signature, 7n, 'room-2', 0)).toBe(false);
    const other = chatSignatureKey('t'.repeat(32));
    expect(verifyChatRoom(other, signature, 7n, 'room-1', 0)).toBe(false);
    const later = signature.replace('C1.10000.', 'C1.99999.');
    expect(verifyChatRoom(key, later, 7n, 'room-1', 0)).toBe(false);
    expect(verifyChatRoom(key, '', 7n, 'room-1', 0)).toBe(false);
    expect(verifyChatRoom(key, `${signature}x`, 7n, 'room-1', 0)).toBe(false);
  });
});
