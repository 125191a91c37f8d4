import type { FastifyRequest } from 'fastify';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { ActionPolicy } from '../../../../contract/types';
import type { FileDellApp } from '../../files';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { fileDellaRichiesta } from '../../http/multipart';
import type { FileCaricato } from '../../engine/file-row';
import { domandaPer } from './access';
import { withSignedFile, type RequisitoFirma } from '../../firme/caricamento';
import { registraFirma } from '../../firme/repository';

export interface DipendenzeFile {
  readonly db: AppDatabase;
  readonly files: FileDellApp;
}

/**
 * docs/files.md for an application's files: the rule is checked before a byte is read, the file streamed to a temporary
 * name, the row written under the application's lock after checking the rule again, and the file published only once
 * the row has committed; a refused, failed or interrupted upload leaves neither. The file's signature is read and kept
 * with it; `requisito` says whether the destination refuses a file without a valid one.
 */
export async function caricaPerDomanda<T>(
  { db, files }: DipendenzeFile,
  request: FastifyRequest,
  regola: ActionPolicy,
  idDomanda: number,
  scrivi: (tx: AppDatabase, domanda: DettaglioDomanda, file: FileCaricato) => Promise<T>,
  requisito?: RequisitoFirma,
): Promise<T> {
  const principal = principalOf(request);
  await db.transaction((tx) => domandaPer(tx, principal, regola, idDomanda));
  const { nome, source } = await fileDellaRichiesta(request);
  return withSignedFile(
    files.store,
    source,
    { maxBytes: files.maxBytes, nome, fiducia: files.fiducia },
    requisito,
    (file, firma) =>
      db.transaction(async (tx) => {
        const domanda = await domandaPer(tx, principal, regola, idDomanda);
        await registraFirma(tx, file.key, firma);
        return scrivi(tx, domanda, { ...file, nome, username: principal.username });
      }),
  );
}

/** A stored file left behind is harmless (nothing names it): a failure to remove it must not undo the answer. */
export async function rimuoviFile(files: FileDellApp, request: FastifyRequest, chiavi: readonly string[]) {
  for (const chiave of chiavi)
    await files.store
      .remove(chiave)
      .catch((error: unknown) => request.log.warn({ err: error, chiave }, 'File non rimosso'));
}
