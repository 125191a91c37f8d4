import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { formatEuro, importo } from '../../domain/importo';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { isAllowed } from '../../../../contract/policy';
import type { Principal } from '../../auth/principal';
import { programmaInvestimento } from '../../db/schema';
import { badRequest, notFound, type FieldErrors } from '../../http/errors';
import { scriviAudit } from '../audit/audit';
import { attoreDi, giornoDi, PROGRAMMA_NON_TROVATO, statoNonAmmesso, type Dipendenze } from './executor';
import {
  alPiuDueDecimali,
  CAMPI_IMPORTO,
  centesimi,
  registraImporti,
  stessoImporto,
  type CampoImporto,
} from './importi';
import { dataItaliana } from './gestione';
import { blocca, datiGenerali } from './repository';
import type { DatiGeneraliProgramma, SalvaDatiGeneraliBody } from '../../../../contract/programmi/record';
import { visibili } from './visibility';

/** The two ways of editing: the proponent's draft, the instructor's review; each names its fields in the policy. */
const MODIFICHE = ['modifica', 'modificaIstruttoria'] as const;

type Campo = Exclude<keyof SalvaDatiGeneraliBody, 'idProgrammaInvestimento'>;

/** The history names a field as the form does. */
const etichetta = (azione: (typeof MODIFICHE)[number], campo: Campo): string =>
  AZIONI_PROGRAMMA[azione].fields.find((field) => field.source === campo)?.label ?? campo;
type Valore = string | number | null;

const CAMPI: readonly Campo[] = [
  'titolo',
  'descrizione',
  'importoRichiesto',
  'importoAmmesso',
  'dataInizio',
  'dataFine',
  'note',
  'abiBanca',
];

const isImporto = (campo: Campo): campo is CampoImporto => (CAMPI_IMPORTO as readonly string[]).includes(campo);

const uguali = (campo: Campo, a: Valore, b: Valore) =>
  isImporto(campo) ? stessoImporto(a as number | null, b as number | null) : a === b;

/**
 * The requested amount is the sum of the investments of the active, enabled beneficiaries (docs/beneficiari.md),
 * kept by the beneficiary module: read here exactly, to tell a stale copy sent back from a typed value.
 */
async function sommaInvestimenti(tx: AppDatabase, id: number) {
  const [{ totale }] = await righe<{ totale: string }>(
    tx,
    sql`SELECT coalesce(sum(i.importo), 0)::text AS totale FROM beneficiario b JOIN investimento i
      USING (id_beneficiario)
      WHERE b.id_programma_investimento = ${id} AND b.stato = 'ATTIVO' AND b.abilitato`,
  );
  return importo(totale);
}

/** A typed requested amount is refused with the sum it must be, rather than dropped without a word. */
function erroreImportoRichiesto(valore: Valore, somma: ReturnType<typeof importo>): string | undefined {
  if (typeof valore === 'number' && importo(valore).equals(somma)) return undefined;
  return (
    `L'importo richiesto è la somma degli investimenti dei beneficiari ` +
    `(${formatEuro(somma)}): si cambia modificando i loro investimenti`
  );
}

/** The fields the body changes; 400 for a field the action does not edit, or a value out of its rules. */
function modifiche(
  body: SalvaDatiGeneraliBody,
  attuale: DatiGeneraliProgramma,
  modificabili: readonly string[],
  somma: ReturnType<typeof importo>,
): Partial<Record<Campo, Valore>> {
  const cambiati: Partial<Record<Campo, Valore>> = {};
  const errors: FieldErrors = {};
  for (const campo of CAMPI) {
    const inviato = body[campo];
    if (inviato === undefined) continue;
    const valore = inviato === '' ? null : inviato;
    if (uguali(campo, valore, attuale[campo])) continue;
    if (campo === 'importoRichiesto') {
      const errore = erroreImportoRichiesto(valore, somma);
      if (errore) errors[campo] = errore;
    } else if (!modificabili.includes(campo))
      errors[campo] = 'Campo non modificabile nello stato attuale del programma';
    else if (typeof valore === 'number' && !alPiuDueDecimali(valore)) errors[campo] = 'Al massimo 2 decimali';
    else cambiati[campo] = valore;
  }
  const inizio = cambiati.dataInizio !== undefined ? cambiati.dataInizio : attuale.dataInizio;
  const fine = cambiati.dataFine !== undefined ? cambiati.dataFine : attuale.dataFine;
  if (inizio && fine && fine < inizio) errors.dataFine = 'Deve essere uguale o successiva alla data di inizio';
  // Only a start being set: a programme's stored dates never block a save of its other fields.
  if (typeof cambiati.dataInizio === 'string' && cambiati.dataInizio < attuale.aperturaBando)
    errors.dataInizio = `Non può precedere l'apertura del bando (${dataItaliana(attuale.aperturaBando)})`;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return cambiati;
}

const colonna = (campo: Campo, valore: Valore) =>
  isImporto(campo) && typeof valore === 'number' ? centesimi(valore) : valore;

/** salvaDatiGeneraliProgramma: the fields of the edit the person may make in the programme's state. */
export async function salvaDatiGenerali(deps: Dipendenze, principal: Principal, body: SalvaDatiGeneraliBody) {
  const id = body.idProgrammaInvestimento;
  return deps.db.transaction(async (tx) => {
    const programma = await blocca(tx, id, visibili(principal));
    if (!programma) throw notFound(PROGRAMMA_NON_TROVATO);
    const proprie = MODIFICHE.filter((azione) =>
      isAllowed({ roles: principal.roles, resource: 'programmi', permission: `action:${azione}` }),
    );
    const azione = proprie.find((candidata) =>
      isAllowed({
        roles: principal.roles,
        resource: 'programmi',
        permission: `action:${candidata}`,
        record: programma,
      }),
    );
    if (!azione) throw statoNonAmmesso(proprie[0], programma);
    const attuale = await datiGenerali(tx, id, null, giornoDi(deps));
    const cambiati = modifiche(
      body,
      attuale,
      AZIONI_PROGRAMMA[azione].fields.map((field) => field.source),
      await sommaInvestimenti(tx, id),
    );
    const campi = Object.keys(cambiati) as Campo[];
    if (campi.length === 0) return attuale;
    const attore = attoreDi(principal, azione);
    await tx
      .update(programmaInvestimento)
      .set({
        ...Object.fromEntries(campi.map((campo) => [campo, colonna(campo, cambiati[campo] ?? null)])),
        updatedAt: sql`now()`,
      })
      .where(eq(programmaInvestimento.idProgrammaInvestimento, id));
    const importi = campi
      .filter(isImporto)
      .map((campo) => ({ campo, precedente: attuale[campo], nuovo: cambiati[campo] as number | null }));
    await registraImporti(tx, id, importi, attore);
    await scriviAudit(tx, {
      idProgrammaInvestimento: id,
      username: attore.username,
      ruolo: attore.ruolo,
      azione,
      statoDa: programma.idStato,
      statoA: programma.idStato,
      nominativo: attore.nominativo,
      note: `Campi modificati: ${campi.map((campo) => etichetta(azione, campo)).join(', ')}`,
    });
    return datiGenerali(tx, id, null, giornoDi(deps));
  });
}
