import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { KnownStreams } from './service.ts';

/** A database holding the given streams, counting the reads it answers. */
function fakeDb(streams: { id: string; room_id: string }[]) {
  const db = {
    reads: 0,
    async query(sql: string, params: unknown[] = []) {
      db.reads += 1;
      const column = /where (\w+) =/.exec(sql)?.[1] as 'id' | 'room_id';
      return streams.filter((s) => s[column] === params[0]).map(() => ({ '?column?': 1 }));
    },
  };
  return db as typeof db & Queryable;
}

describe('KnownStreams', () => {
  it('reads a stream once: its later subscriptions read nothing', async () => {
    const db = fakeDb([{ id: '7', room_id: 'room7' }]);
    const known = new KnownStreams(db);
    expect(await known.has('id', '7')).toBe(true);
    expect(await known.has('id', '7')).toBe(true);
    expect(await known.has('room_id', 'room7')).toBe(true);
    expect(await known.has('room_id', 'room7')).toBe(true);
    expect(db.reads).toBe(2);
  });

  it('reads an unknown key again each time (the stream may be created since)', async () => {
    const streams: { id: string; room_id: string }[] = [];
    const db = fakeDb(streams);
    const known = new KnownStreams(db);
    expect(await known.has('id', '8')).toBe(false);
    streams.push({ id: '8', room_id: 'room8' });
    expect(await known.has('id', '8')).toBe(true);
    expect(await known.has('room_id', '8')).toBe(false);
    expect(db.reads).toBe(3);
  });
});
