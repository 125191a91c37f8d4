import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { programmaInvestimento, utente } from '../db/schema';
import { Decimal } from '../domain/decimal';
import { aggiungiGiorni, oggiInItalia } from '../engine/clock';
import { DEMO_USERS } from '../oidc/demo-users';
import { rappresentanteDi } from './demo-dossier';
import { altrePersone, scriviIstruttoria, percorsoDemo, type ProgrammaDemo } from './demo-istruttoria';

const TITOLI = [
  'Filiera corta dell’olio extravergine',
  'Ammodernamento della trasformazione lattiero-casearia',
  'Valorizzazione dei vini a denominazione di origine',
  'Logistica del freddo per l’ortofrutta',
  'Filiera cerealicola integrata',
  'Carni bovine di qualità e benessere animale',
  'Trasformazione e confezionamento della nocciola',
  'Filiera del pomodoro da industria',
  'Irrigazione di precisione per la frutta fresca',
  'Essiccazione e stoccaggio del riso',
];
/** Common Italian surnames, for the demo's people; the bench draws from them too. */
export const COGNOMI = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
];
/** The demo bank (utente banca, abi 03069) is the authorised bank of one programme in three. */
const ABI = ['03069', '02008', '05034'];
const CON_CODICI = ['APPROVATO', 'IN_SUBENTRO', 'IN_VARIAZIONE'];

const giorno = (istante: Date) => istante.toISOString().slice(0, 10);

/** General data of the i-th programme, from its position only. */
function datiGenerali(i: number, programma: ProgrammaDemo) {
  const richiesto = new Decimal((20 + ((i * 37) % 180)) * 100_000 + ((i * 7) % 10) * 1_250);
  const inizio = aggiungiGiorni(giorno(programma.dataPresentazione ?? programma.createdAt), 90);
  const beneficiari = 2 + (i % 6);
  return {
    titolo: TITOLI[i % TITOLI.length],
    descrizione:
      `${TITOLI[i % TITOLI.length]}: investimenti in impianti, ` +
      `macchinari e servizi di ${programma.denominazione}.`,
    importoRichiesto: richiesto.toFixed(2),
    importoAmmesso: richiesto.times(0.9).toFixed(2),
    dataInizio: inizio,
    dataFine: aggiungiGiorni(inizio, 3 * 365),
    abiBanca: ABI[i % ABI.length],
    cognomeProponente: rappresentanteDi(programma.cuaa, programma.codRegione).cognome,
    nBeneficiari: beneficiari,
    cognomiBeneficiari: Array.from({ length: beneficiari }, (_, k) =>
      COGNOMI[(i * 3 + k) % COGNOMI.length].toLowerCase(),
    ),
    codiceCup: CON_CODICI.includes(programma.idStato) ? `J84E24${String(i).padStart(9, '0')}` : null,
    codiceCore: CON_CODICI.includes(programma.idStato) ? String(1_000_000 + i * 131) : null,
  };
}

/**
 * The review behind the demo programmes: the people, each programme's general data, and the history that led it
 * to its state (assignees, opinions, notes, amounts, audit, the notifications of its last step). Deterministic for a
 * given day: the running terms (integration, counter-deductions) are counted back from today, so none has expired.
 */
export async function seedIstruttoria(tx: AppDatabase, oggi = oggiInItalia()): Promise<void> {
  const programmi = await tx
    .select({
      idProgrammaInvestimento: programmaInvestimento.idProgrammaInvestimento,
      idBando: programmaInvestimento.idBando,
      idStato: programmaInvestimento.idStato,
      cuaa: programmaInvestimento.cuaa,
      codRegione: programmaInvestimento.codRegione,
      denominazione: programmaInvestimento.denominazione,
      createdAt: programmaInvestimento.createdAt,
      dataPresentazione: programmaInvestimento.dataPresentazione,
      updatedAt: programmaInvestimento.updatedAt,
    })
    .from(programmaInvestimento)
    .orderBy(asc(programmaInvestimento.idProgrammaInvestimento));
  await tx
    .insert(utente)
    .values([
      ...DEMO_USERS.map((user) => ({
        username: user.username,
        nome: user.givenName,
        cognome: user.familyName,
        codiceFiscale: user.codiceFiscale,
        ruoli: [...user.roles],
      })),
      ...altrePersone(programmi),
    ])
    .onConflictDoNothing(); // a company's representative may be registered already, by its food-district applications
  for (const [i, programma] of programmi.entries()) {
    const dati = datiGenerali(i, programma);
    const percorso = await percorsoDemo(tx, i, { ...programma, abiBanca: dati.abiBanca }, oggi);
    await tx
      .update(programmaInvestimento)
      .set({
        ...dati,
        ...percorso.colonne,
        importoAmmesso: percorso.colonne.validazioneRichiestaIl ? dati.importoAmmesso : null,
      })
      .where(eq(programmaInvestimento.idProgrammaInvestimento, programma.idProgrammaInvestimento));
    await scriviIstruttoria(tx, percorso, dati.importoAmmesso);
  }
}
