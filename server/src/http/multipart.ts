import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { rifiutaNomeEseguibile, sanitizeFileName, type FileSource } from '../files';
import { badRequest } from './errors';

/**
 * Multipart once for the whole app. The parser stops one byte past the limit, so the store sees the excess and
 * answers 413 itself (`FileTooLargeError`) after removing what it wrote.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: false,
  });
}

export interface FileInArrivo {
  readonly nome: string;
  readonly source: FileSource;
  /** The text fields sent before the file (a streaming parser sees only those). */
  readonly campi: Readonly<Record<string, string>>;
}

function campiDi(fields: Record<string, unknown>): Record<string, string> {
  const campi: Record<string, string> = {};
  for (const [nome, campo] of Object.entries(fields)) {
    const valore = (Array.isArray(campo) ? campo[0] : campo) as { type?: string; value?: unknown } | undefined;
    if (valore?.type === 'field' && nome !== 'file') campi[nome] = String(valore.value);
  }
  return campi;
}

const FILE_MANCANTE = { file: 'Allega un file nel campo «file»' };

/** The `file` field of a multipart request, as a stream: never buffered whole. */
export async function fileDellaRichiesta(request: FastifyRequest): Promise<FileInArrivo> {
  if (!request.isMultipart()) throw badRequest(FILE_MANCANTE);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw badRequest(FILE_MANCANTE);
  const nome = sanitizeFileName(part.filename);
  try {
    rifiutaNomeEseguibile(nome);
  } catch (error) {
    // Drained, so the connection can carry the answer and the next request.
    part.file.resume();
    throw error;
  }
  return { nome, source: part.file, campi: campiDi(part.fields) };
}

/**
 * The OpenAPI description of a multipart body with one `file` field. It is `nullable` because the handler reads the
 * stream itself and Fastify sees no parsed body to validate.
 */
export const corpoMultipartCon = (
  campi: Readonly<Record<string, { readonly type: string; readonly description: string }>>,
) => ({
  consumes: ['multipart/form-data'],
  body: Type.Unsafe<null>({
    type: 'object',
    nullable: true,
    properties: {
      ...campi,
      file: { type: 'string', format: 'binary', description: 'Il file (PDF, P7M firmato, immagine, XLSX, DOCX o ZIP)' },
    },
    required: ['file'],
  }),
});

export const corpoMultipart = corpoMultipartCon({});
