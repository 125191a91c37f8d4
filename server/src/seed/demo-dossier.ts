import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { iso, righe } from '../db/sql';
import { DEMO_USERS } from '../oidc/demo-users';
import { codiceFiscalePersona, ibanDemo, LUOGHI, type Luogo } from './demo-anagrafiche';

/** What the dossier seed reads of each demo programme. */
export interface ProgrammaDossier {
  readonly idProgrammaInvestimento: number;
  readonly idProponente: number;
  readonly idStato: string;
  readonly cuaa: string;
  readonly denominazione: string;
  readonly codRegione: string;
  readonly importoRichiesto: string | null;
  readonly nBeneficiari: number;
  readonly abiBanca: string | null;
  readonly dataInizio: string | null;
  readonly dataFine: string | null;
  /** ISO 8601 instants. */
  readonly createdAt: string;
  readonly statoDal: string;
  readonly updatedAt: string;
}

export const NOMI = [
  'Mario',
  'Giulia',
  'Luca',
  'Francesca',
  'Marco',
  'Chiara',
  'Andrea',
  'Sara',
  'Stefano',
  'Elena',
  'Paolo',
  'Anna',
];
export const COGNOMI = [
  'Rossi',
  'Ferrari',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Costa',
];

export function programmiDelSeed(tx: AppDatabase): Promise<ProgrammaDossier[]> {
  return righe<ProgrammaDossier>(
    tx,
    sql`SELECT id_programma_investimento AS "idProgrammaInvestimento", id_proponente AS "idProponente",
      id_stato AS "idStato",
        cuaa, denominazione, cod_regione AS "codRegione", importo_richiesto::text AS "importoRichiesto",
        n_beneficiari AS "nBeneficiari", abi_banca AS "abiBanca",
        data_inizio::text AS "dataInizio", data_fine::text AS "dataFine", ${iso(sql`created_at`)} AS "createdAt",
        ${iso(sql`stato_dal`)} AS "statoDal",
        ${iso(sql`updated_at`)} AS "updatedAt"
      FROM programma_investimento ORDER BY id_programma_investimento`,
  );
}

/** Lazio or Veneto: a programme elsewhere is shown with people and places of Lazio. */
export const regioneDemo = (codRegione: string): '12' | '05' => (codRegione === '05' ? '05' : '12');

export const luogo = (codRegione: string, k: number): Luogo => {
  const luoghi = LUOGHI[regioneDemo(codRegione)];
  return luoghi[k % luoghi.length];
};

/** The demo user who holds the company's code, if one does (proponente1 and proponente2 hold a few). */
export const utenteDemoDi = (cuaa: string) => DEMO_USERS.find((user) => user.cuaa?.includes(cuaa));

/** Who acts for the programme's company: the demo user holding its code, else its legal representative. */
export function proponenteDi(cuaa: string): string {
  return utenteDemoDi(cuaa)?.username ?? contoLegale(cuaa);
}

const contoLegale = (cuaa: string) => `legale.${cuaa}`;

/**
 * A company's legal representative, drawn from its tax code so that the person is the same in each of its programmes
 * and in the history, where the account `legale.<code>` acts for the company.
 */
export function rappresentanteDi(cuaa: string, codRegione: string) {
  const k = [...cuaa].reduce((somma, cifra) => (somma * 31 + cifra.charCodeAt(0)) % 9_973, 0);
  const indiceNome = k % NOMI.length;
  const nome = NOMI[indiceNome];
  const cognome = COGNOMI[Math.floor(k / NOMI.length) % COGNOMI.length];
  const femmina = indiceNome % 2 === 1;
  const dueCifre = (n: number) => String(n).padStart(2, '0');
  const nascita = `${1955 + (k % 30)}-${dueCifre(1 + (k % 12))}-${dueCifre(1 + (k % 28))}`;
  const nata = luogo(codRegione, k);
  return {
    nome,
    cognome,
    nascita,
    nata,
    codiceFiscale: codiceFiscalePersona({ cognome, nome, femmina, nascita, luogo: nata }),
  };
}

/** The account of a company without a demo user, as the registry of users holds it: its representative. */
export function contoDelRappresentante(cuaa: string, codRegione: string) {
  const { nome, cognome, codiceFiscale } = rappresentanteDi(cuaa, codRegione);
  return { username: contoLegale(cuaa), nome, cognome, codiceFiscale, ruoli: ['MBAC_PROPONENTE'] };
}

/**
 * A person's address at the company's site: 'De Luca' must not put a space into it (the answer's schema refuses it).
 */
const indirizzo = (nome: string, cognome: string, sito: string) =>
  `${nome}.${cognome}@${sito}.it`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');

const dominio = (denominazione: string) =>
  denominazione
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 3)
    .join('');

/**
 * The proponent of the i-th programme: contacts, legal representative (the company's, whose surname the programme is
 * searched by), referent, bank account.
 */
function proponente(i: number, programma: ProgrammaDossier) {
  const { idProponente, idProgrammaInvestimento, denominazione, codRegione } = programma;
  const sito = dominio(denominazione);
  const { nome, cognome, nascita, nata, codiceFiscale } = rappresentanteDi(programma.cuaa, codRegione);
  const referente = { nome: NOMI[(i * 7 + 3) % NOMI.length], cognome: COGNOMI[(i * 5 + 4) % COGNOMI.length] };
  const iban = programma.abiBanca
    ? ibanDemo(programma.abiBanca, String(3200 + (i % 90)).padStart(5, '0'), String(10_000_000 + i * 7919))
    : null;
  return {
    contatti: sql`${idProponente}::int, ${`info@${sito}.it`}, ${`${sito}@legalmail.it`}`,
    rappresentante: sql`${idProponente}, ${codiceFiscale}, ${nome}, ${cognome}, ${nascita}::date, ${nata.comune},
      ${`+39 06 ${String(5_550_000 + i)}`}, ${indirizzo(nome, cognome, sito)}`,
    referente: sql`${idProponente}, ${referente.nome}, ${referente.cognome}, ${`+39 333 ${String(1_000_000 + i * 37)}`},
      ${indirizzo(referente.nome, referente.cognome, sito)}`,
    iban: sql`${idProgrammaInvestimento}::int, ${iban}::text`,
  };
}

const valori = (righe: readonly SQL[]) =>
  sql.join(
    righe.map((riga) => sql`(${riga})`),
    sql`, `,
  );

/** Every programme's proponent data, a statement per table. */
export async function seedProponenti(tx: AppDatabase, programmi: readonly ProgrammaDossier[]): Promise<void> {
  if (programmi.length === 0) return;
  const dati = programmi.map((programma, i) => proponente(i, programma));
  await tx.execute(sql`UPDATE proponente pr SET mail = v.mail, pec = v.pec
    FROM (VALUES ${valori(dati.map((d) => d.contatti))}) AS v (id, mail, pec) WHERE pr.id_proponente = v.id`);
  await tx.execute(sql`INSERT INTO rappresentante_legale (id_proponente, codice_fiscale, nome, cognome, data_nascita,
    comune_nascita, telefono, mail)
    VALUES ${valori(dati.map((d) => d.rappresentante))}`);
  await tx.execute(
    sql`INSERT INTO referente (id_proponente, nome, cognome, telefono, mail)
      VALUES ${valori(dati.map((d) => d.referente))}`,
  );
  await tx.execute(sql`UPDATE programma_investimento p SET iban_banca = v.iban
    FROM (VALUES ${valori(dati.map((d) => d.iban))}) AS v (id, iban) WHERE p.id_programma_investimento = v.id`);
}

/**
 * The dossier belongs to the history the demo data tells: each programme keeps the last update that history gives it.
 */
export async function ripristinaAggiornamenti(tx: AppDatabase, programmi: readonly ProgrammaDossier[]): Promise<void> {
  if (programmi.length === 0) return;
  const righe = programmi.map((p) => sql`${p.idProgrammaInvestimento}::int, ${p.updatedAt}::timestamptz`);
  await tx.execute(sql`UPDATE programma_investimento p SET updated_at = v.aggiornato
    FROM (VALUES ${valori(righe)}) AS v (id, aggiornato) WHERE p.id_programma_investimento = v.id`);
}
