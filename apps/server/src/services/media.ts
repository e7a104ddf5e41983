import { createHash } from 'node:crypto';
import { CODES, type UploadFile } from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import { UPLOAD_LIMIT_BYTES } from '../http/multipart.ts';

/** The pictures taken, told by their first bytes (what the client says the type is counts not). */
const IMAGE_KINDS = [
  { type: 'image/png', extension: 'png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/webp',
    extension: 'webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Where a stored picture is served. */
export const MEDIA_PREFIX = '/media/';

/**
 * Stores an uploaded picture (PNG, JPEG or WebP by its bytes, at most 1 MiB; anything else —
 * SVG included, which could carry script — is refused) and answers its address.
 */
export async function storeImage(
  q: Queryable,
  file: UploadFile,
  uploadedBy: bigint,
): Promise<string> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = IMAGE_KINDS.find((k) => bytes.length >= 12 && k.magic(bytes));
  if (!kind || bytes.length > UPLOAD_LIMIT_BYTES) {
    throw new Failure(CODES.invalidRequest, text('notAnImage'));
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  await q.query(
    `insert into media (hash, content_type, bytes, uploaded_by) values ($1, $2, $3, $4)
     on conflict (hash) do nothing`,
    [hash, kind.type, bytes, uploadedBy],
  );
  return `${MEDIA_PREFIX}${hash}.${kind.extension}`;
}

/** Serves stored pictures: immutable (the name is the content's hash), never sniffed. */
export function registerMedia(fastify: FastifyInstance, app: AppContext): void {
  fastify.get<{ Params: { name: string } }>(`${MEDIA_PREFIX}:name`, async (request, reply) => {
    const match = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(request.params.name);
    const [row] = match
      ? await app.db.query<{ content_type: string; bytes: Uint8Array }>(
          'select content_type, bytes from media where hash = $1',
          [match[1]],
        )
      : [];
    const kind = IMAGE_KINDS.find((k) => k.type === row?.content_type);
    if (!row || !kind || kind.extension !== match![2]) {
      throw new Failure(CODES.notFound, text('addressNotFound'));
    }
    return reply
      .header('content-type', kind.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(row.bytes));
  });
}
