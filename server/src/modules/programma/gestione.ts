import { desc, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { bando, programmaInvestimento, regione } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, type FieldErrors } from '../../http/errors';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { applica, attoreDi, bloccaPer, giornoDi, type Dipendenze } from './executor';
import { blocca, datiGenerali } from './repository';
import { STATO_INIZIALE, type Transizione } from './transitions';
import { visibili } from './visibility';

export interface NuovoProgramma {
  readonly idBando: number;
  readonly cuaa: string;
  readonly denominazione?: string;
  readonly codRegione?: string;
}

const BANDO_NON_TROVATO = 'Bando non trovato';
/** A day `YYYY-MM-DD` as a person reads it, dd/mm/yyyy. */
export const dataItaliana = (iso: string) => iso.split('-').reverse().join('/');

async function bandoAperto(tx: AppDatabase, idBando: number, oggi: string): Promise<void> {
  const [trovato] = await tx.select().from(bando).where(eq(bando.idBando, idBando));
  if (!trovato) throw notFound(BANDO_NON_TROVATO);
  if (trovato.tipologia === 'DC')
    throw conflict('Il bando è dei distretti del cibo: vi si presentano domande, non programmi di investimento.');
  if (oggi < trovato.dataApertura || oggi > trovato.dataChiusura) {
    throw conflict(
      `Il bando non è aperto: i programmi si presentano ` +
        `dal ${dataItaliana(trovato.dataApertura)} al ${dataItaliana(trovato.dataChiusura)}.`,
    );
  }
}

/** The company's name and region: as on its latest programme, never overwritten; at its first, as given. */
async function azienda(tx: AppDatabase, { cuaa, denominazione, codRegione }: NuovoProgramma) {
  const [ultimo] = await tx
    .select({ denominazione: programmaInvestimento.denominazione, codRegione: programmaInvestimento.codRegione })
    .from(programmaInvestimento)
    .where(eq(programmaInvestimento.cuaa, cuaa))
    .orderBy(desc(programmaInvestimento.idProgrammaInvestimento))
    .limit(1);
  const scelta = {
    denominazione: ultimo?.denominazione ?? denominazione?.trim(),
    codRegione: ultimo?.codRegione ?? codRegione,
  };
  const errors: FieldErrors = {};
  if (!scelta.denominazione) errors.denominazione = "Indicare la denominazione dell'azienda, alla sua prima domanda";
  if (!scelta.codRegione) errors.codRegione = "Indicare la regione dell'azienda, alla sua prima domanda";
  else if ((await tx.$count(regione, eq(regione.codRegione, scelta.codRegione))) === 0)
    errors.codRegione = 'Regione sconosciuta';
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return scelta as { denominazione: string; codRegione: string };
}

/**
 * A new draft for an open call; the creator must see it (a proponent only for their own companies), else 403. Its
 * history starts and the draft's people are told through the executor.
 */
export async function creaProgramma(deps: Dipendenze, principal: Principal, nuovo: NuovoProgramma) {
  const attore = attoreDi(principal, 'creaProgramma');
  return deps.db.transaction(async (tx) => {
    await bandoAperto(tx, nuovo.idBando, deps.oggi());
    const [{ id }] = await tx
      .insert(programmaInvestimento)
      .values({ idBando: nuovo.idBando, cuaa: nuovo.cuaa, idStato: STATO_INIZIALE, ...(await azienda(tx, nuovo)) })
      .returning({ id: programmaInvestimento.idProgrammaInvestimento });
    const programma = await blocca(tx, id, visibili(principal));
    if (!programma) throw forbidden();
    await applica(tx, deps, {
      azione: 'creaProgramma',
      label: 'Nuovo programma',
      programma,
      attore,
      input: {},
      crea: true,
    });
    return datiGenerali(tx, id, null, giornoDi(deps));
  });
}

/** A draft's deletion: the row goes, its history stays in the audit table, nobody is told. */
const ELIMINAZIONE: Transizione = {
  verso: null,
  effetti: ({ tx, programma }) =>
    tx
      .delete(programmaInvestimento)
      .where(eq(programmaInvestimento.idProgrammaInvestimento, programma.idProgrammaInvestimento)),
};

/** Deletes a draft, through the executor. */
export async function eliminaProgramma(deps: Dipendenze, principal: Principal, id: number): Promise<void> {
  const attore = attoreDi(principal, 'elimina');
  await deps.db.transaction(async (tx) => {
    const programma = await bloccaPer(tx, principal, 'elimina', id);
    await applica(
      tx,
      deps,
      { azione: 'elimina', label: AZIONI_PROGRAMMA.elimina.label, programma, attore, input: {} },
      ELIMINAZIONE,
    );
  });
}
