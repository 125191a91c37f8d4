import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { Decimal } from '../domain/decimal';
import { aggiungiGiorni } from '../engine/clock';
import { codiceFiscaleAzienda, codiceFiscalePersona } from './demo-anagrafiche';
import { COGNOMI, luogo, NOMI, proponenteDi, regioneDemo, type ProgrammaDossier } from './demo-dossier';

export interface BeneficiarioDemo {
  readonly id: number;
  readonly programma: ProgrammaDossier;
  readonly codiceFiscale: string;
  readonly colonne: SQL;
  readonly investimenti: readonly [string, string, string][];
  readonly fabbisogni: readonly [string, string][];
  readonly coperture: readonly [string, string][];
  readonly fasi: readonly [string, string, string][];
  readonly esl: SQL;
}

/** `totale` in parts proportional to `pesi`, each to the cent, the last taking what is left so they add up exactly. */
function ripartisci(totale: Decimal, pesi: readonly number[]): string[] {
  const somma = pesi.reduce((a, b) => a + b, 0);
  const parti = pesi.slice(0, -1).map((peso) => totale.mul(peso).div(somma).toDecimalPlaces(2, Decimal.ROUND_DOWN));
  return [...parti, totale.minus(Decimal.sum(0, ...parti))].map((parte) => parte.toFixed(2));
}

const FORME = [
  ['Società Agricola', 'S.r.l.', 'PICCOLA'],
  ['Cooperativa Agricola', 'Soc. Coop.', 'MEDIA'],
  ['Agricola', 'S.s.', 'MICRO'],
] as const;
const CON_CDP = ['APPROVATO', 'IN_SUBENTRO', 'IN_VARIAZIONE'];

/**
 * The k-th beneficiary of the i-th programme: a company on even k, a sole-trader farmer on odd k, in Lazio or Veneto.
 */
function beneficiario(id: number, i: number, k: number, programma: ProgrammaDossier, quota: Decimal): BeneficiarioDemo {
  const codRegione =
    k % 2 === 0 ? regioneDemo(programma.codRegione) : regioneDemo(programma.codRegione) === '12' ? '05' : '12';
  const sede = luogo(codRegione, i + k);
  const cognome = COGNOMI[(i * 3 + k) % COGNOMI.length];
  const nome = NOMI[(i + k * 5) % NOMI.length];
  const [forma, suffisso, dimensione] = FORME[(i + k) % FORME.length];
  const persona = k % 2 === 1;
  const codiceFiscale = persona
    ? codiceFiscalePersona({
        cognome,
        nome,
        femmina: (i + k) % 3 === 0,
        nascita: `${1960 + ((i + k) % 35)}-0${1 + (k % 9)}-1${k % 9}`,
        luogo: sede,
      })
    : codiceFiscaleAzienda(1_500_000_000 + i * 1_000 + k * 7);
  const denominazione = persona ? `${cognome} ${nome}` : `${forma} ${cognome} ${suffisso}`;
  const posta = `${cognome}${persona ? `.${nome}` : 'agricola'}`.toLowerCase();
  const [materiali, edili] = ripartisci(quota, [3, 2]);
  const [investimenti, speseGenerali] = ripartisci(quota, [92, 8]);
  const coperture = ripartisci(quota, [35, 40, 15, 10]);
  const inizio = programma.dataInizio ?? '2025-01-01';
  const fine = programma.dataFine ?? aggiungiGiorni(inizio, 3 * 365);
  const conTassi = programma.idStato !== 'BOZZA';
  return {
    id,
    programma,
    codiceFiscale,
    colonne: sql`${id}, ${programma.idProgrammaInvestimento}, ${codiceFiscale}, ${denominazione},
      ${persona ? cognome : null},
      ${persona ? nome : null}, ${persona ? 'Impresa individuale' : `${forma} ${suffisso}`},
      ${persona ? 'MICRO' : dimensione},
      ${`Via ${COGNOMI[(k + 4) % COGNOMI.length]} ${10 + k}`}, ${sede.comune}, ${sede.provincia}, ${sede.cap},
      ${codRegione},
      ${`${posta}@example.it`}, ${`${posta}@pec.example.it`},
      ${CON_CDP.includes(programma.idStato) ? `CDP/2024/${String(id).padStart(6, '0')}` : null},
      ${programma.createdAt}`,
    investimenti: [
      ['Impianti e macchinari per la lavorazione', codRegione, materiali],
      ['Adeguamento dei fabbricati aziendali', codRegione, edili],
    ],
    fabbisogni: [
      ['Investimenti materiali', investimenti],
      ['Spese generali e tecniche', speseGenerali],
    ],
    coperture: ['CONTRIBUTO_CAPITALE', 'FINANZIAMENTO_AGEVOLATO', 'FINANZIAMENTO_BANCARIO', 'MEZZI_PROPRI'].map(
      (tipo, n) => [tipo, coperture[n]],
    ),
    fasi: [
      ['Progettazione e autorizzazioni', inizio, aggiungiGiorni(inizio, 180)],
      ['Realizzazione degli investimenti', aggiungiGiorni(inizio, 181), fine],
    ],
    esl: sql`${id}, ${k % 2 ? '15' : '10'}, ${k % 2 ? '3' : '2'}, ${k % 3 === 2 ? 4 : 2},
      ${conTassi ? '0.5' : null}, ${conTassi ? String(3.25 + (i % 3) * 0.25) : null},
      ${conTassi ? String(3.25 + (i % 3) * 0.25) : null}`,
  };
}

/** The programme's requested amount spread over its beneficiaries, so their investments add up to it exactly. */
export function beneficiariDi(i: number, programma: ProgrammaDossier, primoId: number): BeneficiarioDemo[] {
  const n = Math.max(programma.nBeneficiari, 1);
  const quote = ripartisci(
    new Decimal(programma.importoRichiesto ?? '0'),
    Array.from({ length: n }, (_, k) => k + 2),
  );
  return quote.map((quota, k) => beneficiario(primoId + k, i, k, programma, new Decimal(quota)));
}

const valori = (righe: readonly SQL[]) =>
  sql.join(
    righe.map((riga) => sql`(${riga})`),
    sql`, `,
  );

/** Every beneficiary and what it holds, a statement per table, with the ids given so the seed stays deterministic. */
export async function inserisciBeneficiari(tx: AppDatabase, beneficiari: readonly BeneficiarioDemo[]): Promise<void> {
  if (beneficiari.length === 0) return;
  const per = <T extends readonly unknown[]>(
    scegli: (b: BeneficiarioDemo) => readonly T[],
    riga: (b: BeneficiarioDemo, voce: T, n: number) => SQL,
  ) => valori(beneficiari.flatMap((b) => scegli(b).map((voce, n) => riga(b, voce, n))));
  await tx.execute(sql`INSERT INTO beneficiario (id_beneficiario, id_programma_investimento, codice_fiscale,
    denominazione, cognome, nome,
      forma_giuridica, dimensione_impresa, indirizzo, comune, provincia, cap, cod_regione, mail, pec, codice_cdp,
      stato_dal)
    VALUES ${valori(beneficiari.map((b) => b.colonne))}`);
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('beneficiario', 'id_beneficiario'), ${beneficiari.at(-1)?.id ?? 0})`,
  );
  await tx.execute(sql`INSERT INTO investimento (id_beneficiario, ordine, descrizione, cod_regione, importo)
    VALUES ${per(
      (b) => b.investimenti,
      (b, [descrizione, regione, importo], n) => sql`${b.id}, ${n + 1}, ${descrizione}, ${regione}, ${importo}`,
    )}`);
  await tx.execute(sql`INSERT INTO fabbisogno (id_beneficiario, ordine, descrizione, importo)
    VALUES ${per(
      (b) => b.fabbisogni,
      (b, [descrizione, importo], n) => sql`${b.id}, ${n + 1}, ${descrizione}, ${importo}`,
    )}`);
  await tx.execute(sql`INSERT INTO copertura (id_beneficiario, ordine, tipo, importo)
    VALUES ${per(
      (b) => b.coperture,
      (b, [tipo, importo], n) => sql`${b.id}, ${n + 1}, ${tipo}, ${importo}`,
    )}`);
  await tx.execute(sql`INSERT INTO cronoprogramma (id_beneficiario, ordine, descrizione, data_inizio, data_fine)
    VALUES ${per(
      (b) => b.fasi,
      (b, [descrizione, inizio, fine], n) => sql`${b.id}, ${n + 1}, ${descrizione}, ${inizio}, ${fine}`,
    )}`);
  await tx.execute(sql`INSERT INTO esl (id_beneficiario, durata_anni, preammortamento_anni, rate_annue,
    tasso_agevolato, tasso_riferimento,
      tasso_attualizzazione) VALUES ${valori(beneficiari.map((b) => b.esl))}`);
  await tx.execute(sql`INSERT INTO beneficiario_storico (id_beneficiario, azione, descrizione, username, ruolo,
    eseguito_il)
    VALUES ${valori(
      beneficiari.map(
        (b) => sql`${b.id}, 'CREAZIONE', ${`Beneficiario ${b.codiceFiscale} aggiunto al programma`},
      ${proponenteDi(b.programma.cuaa)}, 'MBAC_PROPONENTE', ${b.programma.createdAt}`,
      ),
    )}`);
}
