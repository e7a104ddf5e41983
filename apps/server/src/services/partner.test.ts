import { CODES } from '@touchline/api/contract';
import { platformExamples } from '@touchline/api/examples';
import { DEFAULT_RATE_LIMITS, RELAXED_RATE_LIMITS } from '../http/rate-limit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type Answer, type TestApp } from '../testing/app.ts';

const data = <T>(answer: Answer) => answer.body.data as T;
type Receipt = { applicationId: number; created: boolean };
const example = platformExamples.applyPartner.request;

/** The partner programme's applications (issue 21, /VentureInvest). */
describe.each(DATABASE_KINDS)('partner applications on %s', (kind) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp(kind, {
      limits: { ...RELAXED_RATE_LIMITS, partnerApplyPerAddress: { limit: 3, windowMs: 60_000 } },
    });
  }, 60_000);
  afterAll(() => s?.dispose());

  const rows = (contactKey: string) =>
    s.t.db.query<{
      member_id: bigint | null;
      name: string;
      channel: string;
      audience_size: string;
      markets: string[];
      message: string | null;
      language: string | null;
    }>(`select * from partner_applications where contact_key = $1`, [contactKey]);

  it('stores a visitor’s application as sent, trimmed, with the language it came in', async () => {
    const answer = await s.call(
      'applyPartner',
      { ...example, name: '  Tran Minh Khoa ', contact: ' Khoa.Tran@Example.com' },
      { ip: '203.0.113.1', headers: { Language: 'vi' } },
    );
    expect(answer.body.code).toBe(200);
    const receipt = data<Receipt>(answer);
    expect(receipt).toEqual({ applicationId: expect.any(Number), created: true });
    const [row] = await rows('khoa.tran@example.com');
    expect(row).toMatchObject({
      member_id: null,
      name: 'Tran Minh Khoa',
      channel: 'video',
      audience_size: '10k-100k',
      markets: ['vietnam', 'southeast-asia'],
      language: 'vi',
    });
  });

  it('answers a repeat from the same contact with the first application', async () => {
    const first = data<Receipt>(
      await s.call(
        'applyPartner',
        { ...example, contact: 'repeat@example.com' },
        { ip: '203.0.113.2' },
      ),
    );
    const again = data<Receipt>(
      await s.call(
        'applyPartner',
        { ...example, name: 'Someone Else', contact: ' REPEAT@example.com ' },
        { ip: '203.0.113.2' },
      ),
    );
    expect(again).toEqual({ applicationId: first.applicationId, created: false });
    const stored = await rows('repeat@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.name).toBe(example.name);
  });

  it('keeps one application per member, whatever contact they give', async () => {
    const token = await s.login('demo', 'demo1234');
    const first = data<Receipt>(
      await s.call(
        'applyPartner',
        { ...example, contact: 'demo-a@example.com' },
        { token, ip: '203.0.113.3' },
      ),
    );
    expect(first.created).toBe(true);
    const second = data<Receipt>(
      await s.call(
        'applyPartner',
        { ...example, contact: 'demo-b@example.com' },
        { token, ip: '203.0.113.3' },
      ),
    );
    expect(second).toEqual({ applicationId: first.applicationId, created: false });
    expect(await rows('demo-b@example.com')).toHaveLength(0);
    expect((await rows('demo-a@example.com'))[0]!.member_id).not.toBeNull();
  });

  it('stores one application when the same contact applies twice at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        s.call('applyPartner', { ...example, contact: 'race@example.com' }, { ip: '198.51.100.9' }),
      ),
    );
    const receipts = answers.map((a) => data<Receipt>(a));
    expect(new Set(receipts.map((r) => r.applicationId)).size).toBe(1);
    expect(receipts.filter((r) => r.created)).toHaveLength(1);
    expect(await rows('race@example.com')).toHaveLength(1);
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const answer = await s.call(
      'applyPartner',
      { ...example, contact: 'bad@example.com', markets: [] },
      { ip: '203.0.113.4' },
    );
    expect(answer.body.code).toBe(CODES.invalidRequest);
    expect(answer.body.msg).toMatch(/markets/);
    expect(await rows('bad@example.com')).toHaveLength(0);
  });

  it('limits applications per address like the other public forms', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 3; i += 1) {
      const answer = await s.call(
        'applyPartner',
        { ...example, contact: `spam${i}@example.com` },
        { ip },
      );
      expect(answer.body.code).toBe(200);
    }
    const refused = await s.call(
      'applyPartner',
      { ...example, contact: 'spam9@example.com' },
      { ip },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(CODES.tooManyRequests);
    expect(refused.body.msg).toMatch(/partner applications/);
    expect(await rows('spam9@example.com')).toHaveLength(0);
    // another address is not held back
    const other = await s.call(
      'applyPartner',
      { ...example, contact: 'fine@example.com' },
      { ip: '192.0.2.78' },
    );
    expect(other.body.code).toBe(200);
  });

  it('has a real default limit', () => {
    expect(DEFAULT_RATE_LIMITS.partnerApplyPerAddress.limit).toBeLessThanOrEqual(10);
  });
});
