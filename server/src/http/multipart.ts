import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sanitizeFileName, type FileSource } from '../files';
import { badRequest } from './errors';

/**
 * Multipart once for the whole app. The parser stops one byte past the limit, so the store sees the excess and
 * answers 413 itself (`FileTooLargeError`) after removing what it wrote.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 }, throwFileSizeLimit: false });
}

export interface FileInArrivo {
  readonly nome: string;
  readonly source: FileSource;
}

const FILE_MANCANTE = { file: 'Allega un file nel campo «file»' };

/** The `file` field of a multipart request, as a stream: never buffered whole. */
export async function fileDellaRichiesta(request: FastifyRequest): Promise<FileInArrivo> {
  if (!request.isMultipart()) throw badRequest(FILE_MANCANTE);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw badRequest(FILE_MANCANTE);
  return { nome: sanitizeFileName(part.filename), source: part.file };
}

/**
 * The OpenAPI description of a multipart body with one `file` field. It is `nullable` because the handler reads the
 * stream itself and Fastify sees no parsed body to validate.
 */
export const corpoMultipart = {
  consumes: ['multipart/form-data'],
  body: Type.Unsafe<null>({
    type: 'object',
    nullable: true,
    properties: { file: { type: 'string', format: 'binary', description: 'Il file (PDF, P7M firmato, immagine, XLSX, DOCX o ZIP)' } },
    required: ['file'],
  }),
};
