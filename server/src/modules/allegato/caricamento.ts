import type { FastifyRequest } from 'fastify';
import type { AzioneAllegato } from '../../../../contract/allegati/schema';
import type { AzioneChecklist } from '../../../../contract/checklist/schema';
import type { FileDellApp } from '../../files';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { fileDellaRichiesta } from '../../http/multipart';
import { bloccaPer, type Ambito, type Risorsa, type Titolare } from './access';
import type { FileCaricato } from '../../engine/file-row';
import { withSignedFile, type RequisitoFirma } from '../../firme/caricamento';
import { registraFirma } from '../../firme/repository';

export interface DipendenzeAllegato {
  readonly db: AppDatabase;
  readonly files: FileDellApp;
}

/** What a write answers, and the stored files it made obsolete (removed once it has committed). */
export interface Scrittura<T> {
  readonly risultato: T;
  readonly rimossi?: readonly string[];
}

export interface Destinazione {
  readonly azione: AzioneAllegato | AzioneChecklist;
  readonly ambito: Ambito;
  readonly id: number;
  readonly risorsa?: Risorsa;
  /** Whether the file must carry a valid signature (docs/files.md «Digital signatures»); it is read in any case. */
  readonly requisito?: RequisitoFirma;
}

/**
 * Streams the `file` field into the store, then in one transaction locks the owner, checks the action again and
 * writes the row; the file is published only after the commit, so a refused, failed or interrupted upload leaves
 * neither a row nor a file. The file's signature, if any, is read and kept with it.
 */
export async function caricaFile<T>(
  deps: DipendenzeAllegato,
  request: FastifyRequest,
  { azione, ambito, id, risorsa, requisito }: Destinazione,
  scrivi: (
    tx: AppDatabase,
    titolare: Titolare,
    file: FileCaricato & { readonly campi: Readonly<Record<string, string>> },
  ) => Promise<Scrittura<T>>,
): Promise<T> {
  const principal = principalOf(request);
  const { nome, source, campi } = await fileDellaRichiesta(request);
  const { risultato, rimossi } = await withSignedFile(
    deps.files.store,
    source,
    { maxBytes: deps.files.maxBytes, nome, fiducia: deps.files.fiducia },
    requisito,
    (file, firma) =>
      deps.db.transaction(async (tx) => {
        const titolare = await bloccaPer(tx, principal, azione, ambito, id, risorsa);
        await registraFirma(tx, file.key, firma);
        return scrivi(tx, titolare, { ...file, nome, username: principal.username, campi });
      }),
  );
  await rimuoviFile(deps, request, rimossi ?? []);
  return risultato;
}

/** A deletion under the same lock and check; the stored files go once the rows are gone. */
export async function eliminaFile<T>(
  deps: DipendenzeAllegato,
  request: FastifyRequest,
  { azione, ambito, id, risorsa }: Destinazione,
  cancella: (tx: AppDatabase, titolare: Titolare) => Promise<Scrittura<T>>,
): Promise<T> {
  const principal = principalOf(request);
  const { risultato, rimossi } = await deps.db.transaction(async (tx) =>
    cancella(tx, await bloccaPer(tx, principal, azione, ambito, id, risorsa)),
  );
  await rimuoviFile(deps, request, rimossi ?? []);
  return risultato;
}

/** A stored file left behind is harmless (nothing names it), so a failure here must not undo the answer. */
async function rimuoviFile(
  deps: DipendenzeAllegato,
  request: FastifyRequest,
  chiavi: readonly string[],
): Promise<void> {
  for (const chiave of chiavi) {
    await deps.files.store
      .remove(chiave)
      .catch((error: unknown) => request.log.warn({ err: error, chiave }, 'File non rimosso'));
  }
}
