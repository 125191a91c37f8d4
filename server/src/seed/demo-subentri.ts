import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import { scriviAudit } from '../modules/audit/audit';
import { annota } from '../modules/beneficiario/storico';
import { impostaAbilitato } from '../modules/beneficiario/repository';
import { registraSubentro, subentra } from '../modules/beneficiario/subentro';
import type { Autore } from '../engine/actor';
import { aggiornaProgramma } from '../modules/dossier/riepilogo-programma';
import { codiceFiscaleAzienda } from './demo-anagrafiche';
import type { BeneficiarioDemo } from './demo-beneficiari';

const COORDINATORE: Autore = { username: 'coordinatore', ruolo: 'MBAC_COOR_ISMEA' };

const primoDelloStato = (beneficiari: readonly BeneficiarioDemo[], stato: string) =>
  beneficiari.find((b) => b.programma.idStato === stato);

/**
 * The first programme under takeover has its first beneficiary taken over by another company, as the coordinator did.
 */
export async function subentroDemo(tx: AppDatabase, beneficiari: readonly BeneficiarioDemo[]): Promise<void> {
  const uscente = primoDelloStato(beneficiari, 'IN_SUBENTRO');
  if (!uscente) return;
  const { idProgrammaInvestimento, statoDal } = uscente.programma;
  const codiceFiscale = codiceFiscaleAzienda(1_900_000_000 + uscente.id);
  const nuovo = await subentra(tx, { idBeneficiario: uscente.id, idProgrammaInvestimento }, codiceFiscale, {
    denominazione: 'Nuova Agricola del Lago S.r.l.',
    formaGiuridica: 'Società a responsabilità limitata',
    dimensioneImpresa: 'PICCOLA',
    indirizzo: 'Via del Lago 4',
    comune: 'Viterbo',
    provincia: 'VT',
    cap: '01100',
    codRegione: '12',
    mail: 'info@nuovaagricoladellago.it',
    pec: 'nuovaagricoladellago@pec.example.it',
  });
  await tx.execute(sql`UPDATE beneficiario SET stato_dal = ${statoDal}::timestamptz + interval '1 day',
    stato = CASE WHEN id_beneficiario = ${uscente.id} THEN 'SOSTITUITO' ELSE stato END
    WHERE id_beneficiario IN (${uscente.id}, ${nuovo})`);
  await registraSubentro(tx, COORDINATORE, { idProgrammaInvestimento, idStato: 'IN_SUBENTRO' }, uscente.id, nuovo);
  await aggiornaProgramma(tx, idProgrammaInvestimento, COORDINATORE);
}

/**
 * In the first programme under review, its instructor has excluded the last beneficiary: the requested amount went
 * down.
 */
export async function esclusioneDemo(tx: AppDatabase, beneficiari: readonly BeneficiarioDemo[]): Promise<void> {
  const primo = primoDelloStato(beneficiari, 'IN_ISTRUTTORIA');
  const escluso = beneficiari.filter((b) => b.programma === primo?.programma).at(-1);
  if (!primo || !escluso || escluso === primo) return;
  const { idProgrammaInvestimento } = escluso.programma;
  const [assegnatario] = await righe<{ username: string }>(
    tx,
    sql`SELECT username FROM programma_assegnatario WHERE id_programma_investimento = ${idProgrammaInvestimento}
      ORDER BY username`,
  );
  const istruttore: Autore = { username: assegnatario?.username ?? 'istruttore1', ruolo: 'MBAC_ISTR_ISMEA' };
  const note = 'Requisiti di impresa agricola non dimostrati: escluso dal programma.';
  await impostaAbilitato(tx, escluso.id, false, note);
  await annota(tx, escluso.id, istruttore, 'DISABILITAZIONE', 'Disabilita beneficiario', note);
  await scriviAudit(tx, {
    idProgrammaInvestimento,
    ...istruttore,
    azione: 'disabilitaBeneficiario',
    statoDa: 'IN_ISTRUTTORIA',
    statoA: 'IN_ISTRUTTORIA',
    note: `${escluso.codiceFiscale}: ${note}`,
  });
  await aggiornaProgramma(tx, idProgrammaInvestimento, istruttore, { importi: true });
}
