import { partnerContactKey } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import type { PlatformHandlers } from '../http/routes.ts';

/** The application a member or a contact already made, if any. */
async function existingApplication(
  q: Queryable,
  memberId: bigint | null,
  contactKey: string,
): Promise<number | null> {
  const [row] = await q.query<{ id: bigint }>(
    `select id from partner_applications
      where contact_key = $1 or ($2::bigint is not null and member_id = $2::bigint)
      order by id limit 1`,
    [contactKey, memberId],
  );
  return row ? Number(row.id) : null;
}

export const partnerHandlers = {
  /**
   * An application to the partner programme: from anyone (visitors too), counted against the
   * client's address like the other public forms, and once per member or contact.
   */
  applyPartner: {
    access: 'optional',
    async handle(input, ctx) {
      const { app } = ctx;
      await app.limiter.hit('partner applications', [
        { key: `partner:ip:${ctx.ip}`, rule: app.limits.partnerApplyPerAddress },
      ]);
      const memberId = ctx.caller?.memberId ?? null;
      const contactKey = partnerContactKey(input.contact);
      const before = await existingApplication(app.db, memberId, contactKey);
      if (before !== null) return { applicationId: before, created: false };
      // two at once: the unique indexes let one in, the other reads it
      const [row] = await app.db.query<{ id: bigint }>(
        `insert into partner_applications
           (member_id, name, contact, contact_key, channel, audience_size, markets, message,
            language, ip, created_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)
         on conflict do nothing
         returning id`,
        [
          memberId,
          input.name,
          input.contact,
          contactKey,
          input.channel,
          input.audienceSize,
          JSON.stringify([...new Set(input.markets)]),
          input.message ? input.message : null,
          ctx.language,
          ctx.ip,
          new Date(app.now()),
        ],
      );
      if (row) return { applicationId: Number(row.id), created: true };
      const first = await existingApplication(app.db, memberId, contactKey);
      if (first === null) throw new Error('partner application neither inserted nor found');
      return { applicationId: first, created: false };
    },
  },
} satisfies PlatformHandlers;
