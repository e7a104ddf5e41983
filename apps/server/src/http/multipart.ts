import multipart from '@fastify/multipart';
import { z } from 'zod';
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

/** The fields of a request schema that are lists: a form carries each as JSON text. */
export function listFields(schema: z.core.$ZodType): ReadonlySet<string> {
  if (!(schema instanceof z.ZodObject)) return new Set();
  const lists = Object.entries(schema.shape as Record<string, z.ZodType>).filter(([, field]) => {
    let inner: z.ZodType = field;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      inner = inner.unwrap() as z.ZodType;
    }
    return inner instanceof z.ZodArray;
  });
  return new Set(lists.map(([name]) => name));
}

/**
 * A multipart request's fields (as text; a list field's JSON text read back as the list) and
 * files, with the path parameters over them.
 */
export async function multipartInput(
  request: FastifyRequest,
  lists: ReadonlySet<string> = new Set(),
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      input[part.fieldname] = uploadedFile(part.filename, part.mimetype, await part.toBuffer());
    } else {
      const text = String(part.value);
      input[part.fieldname] = lists.has(part.fieldname) ? jsonOrText(text) : text;
    }
  }
  return { ...input, ...(request.params as Record<string, unknown>) };
}

/** JSON text's value; text that is not JSON stays as it is (the schema refuses it). */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
