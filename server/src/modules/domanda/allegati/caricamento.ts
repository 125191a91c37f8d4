import type { FastifyRequest } from 'fastify';
import { modificaDossier } from '../../../../../contract/beneficiariDomanda/schema';
import { principalOf } from '../../../auth/authenticate';
import { oggiInItalia } from '../../../engine/clock';
import { attoreDi } from '../access';
import { caricaPerDomanda, type DipendenzeFile } from '../file';
import { inserisci, type Ambito } from './repository';
import { verificaCategoria } from './scadenza';

interface Destinazione {
  readonly idDomanda: number;
  readonly idBeneficiario: number | null;
  readonly idCategoria: number;
  readonly dataScadenza?: string;
}

/**
 * An attachment of the application or of one of its beneficiaries, under the dossier's rule: the role, then
 * `verifica` (where the attachment goes belongs to the application), then the category's rules, all before a byte
 * of the file is read; a category that requires a signature refuses a file without a valid one.
 */
export async function caricaAllegato(
  deps: DipendenzeFile,
  request: FastifyRequest,
  ambito: Ambito,
  destinazione: Destinazione,
  verifica: () => Promise<void> = async () => {},
) {
  const oggi = oggiInItalia();
  attoreDi(principalOf(request), modificaDossier.roles);
  await verifica();
  const scelta = await verificaCategoria(deps.db, ambito, destinazione, oggi);
  const allegato = await caricaPerDomanda(
    deps,
    request,
    modificaDossier,
    destinazione.idDomanda,
    (tx, _d, file) => inserisci(tx, { ...destinazione, dataScadenza: destinazione.dataScadenza ?? null }, file, oggi),
    scelta,
  );
  return { allegato };
}
