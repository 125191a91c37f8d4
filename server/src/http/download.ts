import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZipArchive } from 'archiver';
import { Type } from 'typebox';
import { MIME_TYPES, openCommitted, type FileKind, type FileStore } from '../files';

/** Where a stored file's kind is unknown, `inviaFile` sends it as plain bytes. */
const TIPO_SCONOSCIUTO = 'application/octet-stream';

export interface FileDaScaricare {
  readonly chiaveFile: string;
  readonly nomeFile: string;
  readonly tipoFile: string;
}

/** `attachment` with the name twice: quoted ASCII for old clients (the legacy client reads it) and RFC 5987 UTF-8. */
export function contentDisposition(nome: string): string {
  const ascii = nome
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

export async function inviaFile(reply: FastifyReply, store: FileStore, file: FileDaScaricare) {
  const stream = await openCommitted(store, file.chiaveFile);
  return reply
    .type(MIME_TYPES[file.tipoFile as FileKind] ?? TIPO_SCONOSCIUTO)
    .header('content-disposition', contentDisposition(file.nomeFile))
    .send(stream);
}

/** A ZIP streamed as it is built, one stored file open at a time; entries are named `<id>-<name>` so none collide. */
export function inviaZip(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  nomeZip: string,
  voci: readonly (FileDaScaricare & { readonly id: number; readonly cartella?: string })[],
) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const scrivi = async () => {
    for (const voce of voci) {
      const aggiunta = new Promise((resolve) => zip.once('entry', resolve));
      zip.append(await openCommitted(store, voce.chiaveFile), {
        name: `${voce.cartella ? `${voce.cartella}/` : ''}${voce.id}-${voce.nomeFile}`,
      });
      await aggiunta;
    }
    await zip.finalize();
  };
  scrivi().catch((error: unknown) => {
    request.log.error({ err: error }, 'Archivio ZIP interrotto');
    zip.destroy(error as Error);
  });
  return reply.type('application/zip').header('content-disposition', contentDisposition(nomeZip)).send(zip);
}

/**
 * A download's 200: the bytes under each media type the route may answer, so OpenAPI 3.0 declares them as binary
 * (and not as JSON, which a route's schema defaults to). Fastify reads the same `content` map.
 */
export function rispostaFile(description: string, mediaTypes: readonly string[]) {
  const schema = Type.String({ format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])) };
}

export const RispostaFile = rispostaFile('Il file, con il nome in Content-Disposition', [
  ...Object.values(MIME_TYPES),
  TIPO_SCONOSCIUTO,
]);
export const RispostaZip = rispostaFile('Archivio ZIP', [MIME_TYPES.zip]);
