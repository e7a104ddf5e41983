import multipart from '@fastify/multipart';
import type { UploadFile } from '@touchline/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The largest file a call takes (a host's picture): 1 MiB. */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024;

/**
 * Multipart bodies, for the calls whose contract says `multipart` (a picture upload): one file
 * of at most `UPLOAD_LIMIT_BYTES`, a few short fields. Other calls refuse them with 415 (see
 * `registerRoute`), so a form cannot reach a JSON call.
 */
export async function registerMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 4096 },
  });
}

/** An uploaded part as the contract's `UploadFile` sees it. */
function uploadedFile(name: string, type: string, bytes: Buffer): UploadFile {
  return {
    name,
    type,
    size: bytes.length,
    arrayBuffer: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}

/** A multipart request's fields (as text) and files, with the path parameters over them. */
export async function multipartInput(request: FastifyRequest): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      input[part.fieldname] = uploadedFile(part.filename, part.mimetype, await part.toBuffer());
    } else {
      input[part.fieldname] = String(part.value);
    }
  }
  return { ...input, ...(request.params as Record<string, unknown>) };
}
