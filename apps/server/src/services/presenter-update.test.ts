import { CODES, HEADERS, type Presenter } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, signInEveryone, type Everyone, type TestApp } from '../testing/app.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body the way a browser sends a form: its bytes and content type. */
async function form(
  fields: Record<string, string | { bytes: Buffer; type: string; name: string }>,
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else
      data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://127.0.0.1/', { method: 'PUT', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe.each(DATABASE_KINDS)('a host’s card update on %s', (kind) => {
  let s: TestApp;
  let everyone: Everyone;
  beforeAll(async () => {
    s = await openTestApp(kind);
    everyone = await signInEveryone(s);
  }, 60_000);
  afterAll(() => s?.dispose());

  async function update(
    userName: string,
    fields: Parameters<typeof form>[0],
    url = '/api/user/presenter/update',
    method: 'PUT' | 'POST' = 'PUT',
  ) {
    const body = await form(fields);
    const response = await s.app.inject({
      method,
      url,
      headers: {
        [HEADERS.authorization]: everyone.as(userName).token,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    return {
      status: response.statusCode,
      body: response.json() as { code: number; msg: string; data?: Presenter },
    };
  }

  it('changes the name, the introduction and the picture, served from this site', async () => {
    const answer = await update('host_linh', {
      nickName: 'Linh Live',
      introduction: 'V.League, every match day.',
      avatar: { bytes: PNG, type: 'image/png', name: 'me.png' },
    });
    expect(answer.body.code).toBe(CODES.success);
    expect(answer.body.data).toMatchObject({
      userName: 'host_linh',
      nickName: 'Linh Live',
      introduction: 'V.League, every match day.',
    });
    const url = answer.body.data!.avatarUrl!;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const picture = await s.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    const card = await s.call('getPresenter', { id: answer.body.data!.id });
    expect(card.body.data).toMatchObject({ nickName: 'Linh Live', avatarUrl: url });
    // only the field sent changes
    const again = await update('host_linh', { introduction: 'New season.' });
    expect(again.body.data).toMatchObject({ nickName: 'Linh Live', avatarUrl: url });
  });

  it('sets the card’s cover tags from a list sent as JSON text, in the reader’s language', async () => {
    const answer = await update('host_somchai', { tagIds: JSON.stringify([4, 1]) });
    expect(answer.body.code).toBe(CODES.success);
    // kept in the tags' own order, as a stream keeps its tags
    expect(answer.body.data!.tags).toEqual(['Football', 'Tips']);
    const inThai = await s.app.inject({
      method: 'GET',
      url: `/api/user/presenter/getInfo2/${answer.body.data!.id}`,
      headers: { [HEADERS.language]: 'th' },
    });
    expect((inThai.json() as { data: Presenter }).data.tags).toEqual(['ฟุตบอล', 'ทีเด็ด']);
    // a change without tags keeps them; an empty list takes them away
    const kept = await update('host_somchai', { introduction: 'Thai League nights.' });
    expect(kept.body.data!.tags).toEqual(['Football', 'Tips']);
    const cleared = await update('host_somchai', { tagIds: '[]' });
    expect(cleared.body.data!.tags).toEqual([]);
    // an unknown tag, too many, or a list that is not JSON is refused, and nothing changes
    for (const tagIds of ['[999]', '[1,2,3,4]', '1,2']) {
      const refused = await update('host_somchai', { tagIds });
      expect(refused.status, tagIds).toBe(400);
    }
    expect((await update('host_somchai', {})).body.data!.tags).toEqual([]);
  });

  it('takes pictures by their bytes: an SVG or a text named .png is refused, nothing changes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const answer = await update('host_wei', {
      nickName: 'Changed?',
      avatar: { bytes: svg, type: 'image/png', name: 'x.png' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'Choose a PNG, JPEG or WebP picture.',
    });
    const [row] = await s.t.db.query<{ nick_name: string }>(
      "select nick_name from members where user_name = 'host_wei'",
    );
    expect(row!.nick_name).not.toBe('Changed?');
  });

  it('refuses a picture over 1 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const answer = await update('host_wei', {
      avatar: { bytes: big, type: 'image/png', name: 'big.png' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe('Illegal input: the file is too large (at most 1 MB)');
  });

  it('lets only a host change their own card', async () => {
    expect((await update('demo', { nickName: 'Host now' })).body.code).toBe(CODES.forbidden);
    expect((await update('admin', { nickName: 'Admin' })).body).toEqual({
      code: CODES.forbidden,
      msg: 'Only a host can start a stream.',
    });
  });

  it('refuses a form sent to a call that takes JSON, and an unknown picture', async () => {
    const answer = await update('host', { id: '1' }, '/api/live/stream/stop', 'POST');
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe(CODES.invalidRequest);
    const missing = await s.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
    const malformed = await s.app.inject({ method: 'GET', url: '/media/..%2Fpasswd' });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });
});
