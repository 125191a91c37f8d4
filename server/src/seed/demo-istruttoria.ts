import { and, eq, isNull } from 'drizzle-orm';
import { AZIONI_PROGRAMMA } from '../../../contract/programmi/azioni';
import type { StatoProgramma } from '../../../contract/programmi/stati';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import type { AppDatabase } from '../db/database';
import {
  programmaAssegnatario,
  programmaAudit,
  programmaNota,
  programmaParereRegione,
  storicoImporti,
} from '../db/schema';
import { inviaNotifiche } from '../modules/notifiche/notifiche';
import { destinatari } from '../modules/programma/destinatari';
import { messaggio } from '../modules/programma/executor';
import { guardieDaTabelle } from '../modules/programma/guards';
import { aggiungiGiorni } from '../engine/clock';
import type { InputAzione } from '../modules/programma/contesto';
import { TRANSIZIONI, type AzioneDiStato, type Transizione } from '../modules/programma/transitions';
import { DEMO_USERS } from '../oidc/demo-users';
import { COGNOMI, contoDelRappresentante, NOMI, utenteDemoDi } from './demo-dossier';

export interface ProgrammaDemo {
  readonly idProgrammaInvestimento: number;
  readonly idBando: number;
  readonly idStato: string;
  readonly cuaa: string;
  readonly codRegione: string;
  readonly denominazione: string;
  readonly abiBanca?: string;
  readonly createdAt: Date;
  readonly dataPresentazione: Date | null;
  readonly updatedAt: Date;
}

interface Passo extends InputAzione {
  readonly azione: AzioneDiStato;
}

interface PassoEseguito extends Passo {
  readonly da: string;
  readonly a: string;
  readonly username: string;
  readonly nominativo: string;
  readonly ruolo: Role;
  readonly quando: Date;
}

const passo = (azione: AzioneDiStato, esito?: Passo['esito']): Passo => ({ azione, esito });
const ISTRUTTORIA = [passo('eseguiValidazione'), passo('assegna')];
const VALIDAZIONE = [...ISTRUTTORIA, passo('richiestaValidazione')];
const VALIDATO = [...VALIDAZIONE, passo('valida', 'POSITIVO')];
const PREAVVISO = [...VALIDAZIONE, passo('valida', 'NEGATIVO')];
const APPROVATO = [...VALIDATO, passo('approva')];

/** The steps that lead a draft to each state. */
const PERCORSI: Readonly<Record<StatoProgramma, readonly Passo[]>> = {
  BOZZA: [],
  PRESENTATO: [passo('eseguiValidazione')],
  IN_ISTRUTTORIA: ISTRUTTORIA,
  IN_INTEGRAZIONE: [...ISTRUTTORIA, passo('richiestaIntegrazione')],
  IN_VALIDAZIONE: [
    ...ISTRUTTORIA,
    passo('richiestaIntegrazione'),
    passo('inviaIntegrazioni'),
    passo('richiestaValidazione'),
  ],
  PREAVVISO_RIGETTO: PREAVVISO,
  VALIDATO,
  APPROVATO,
  IN_SUBENTRO: [...APPROVATO, passo('subentro')],
  IN_VARIAZIONE: [...APPROVATO, passo('variazione')],
  NON_AMMESSO: [...PREAVVISO, passo('accettaSenzaControDeduzioni')],
  ANNULLATO: [...ISTRUTTORIA, passo('annulla')],
};

const NOTE: Partial<Record<AzioneDiStato, (passo: Passo, i: number) => InputAzione>> = {
  richiestaIntegrazione: () => ({
    note: 'Integrare il piano finanziario con i preventivi di spesa e la dichiarazione sugli aiuti ricevuti.',
  }),
  inviaIntegrazioni: () => ({ note: 'Trasmessi i preventivi e la dichiarazione richiesti.' }),
  inserimentoParereRegione: () => ({ note: 'Programma coerente con la programmazione regionale.' }),
  richiestaValidazione: () => ({
    note: 'Istruttoria conclusa: spese ammissibili, coperture coerenti con i fabbisogni.',
  }),
  valida: ({ esito }) =>
    esito === 'POSITIVO'
      ? { note: 'Programma coerente con gli obiettivi del bando.', esitoIsmea: 'Ammissibile a finanziamento' }
      : {
          note: 'Spese non ammissibili oltre il 30% del programma: preavviso di rigetto (art. 10-bis L. 241/1990).',
          esitoIsmea: 'Non ammissibile',
        },
  approva: (_passo, i) => ({ note: `Approvato con decreto direttoriale n. ${100 + i}.` }),
  annulla: () => ({ note: 'Annullato per rinuncia del proponente.' }),
};

const HOUR = 3_600_000;

const transizione = (azione: AzioneDiStato): Transizione => TRANSIZIONI[azione];

const bloccato = (programma: ProgrammaDemo, idStato: string, parereDaEsprimere = false) => ({
  ...programma,
  abiBanca: programma.abiBanca ?? null,
  idStato,
  descrizioneStato: idStato,
  parereDaEsprimere,
});

function persona(
  ruolo: Role,
  programma: ProgrammaDemo,
  assegnati: readonly string[],
): { username: string; nominativo: string } {
  const user =
    ruolo === 'MBAC_PROPONENTE'
      ? utenteDemoDi(programma.cuaa)
      : DEMO_USERS.find((candidate) =>
          ruolo === 'MBAC_ISTR_ISMEA'
            ? candidate.username === assegnati[0]
            : ruolo === 'MBAC_REGIONE'
              ? candidate.codRegione === programma.codRegione
              : candidate.roles.includes(ruolo),
        );
  if (user) return { username: user.username, nominativo: `${user.givenName} ${user.familyName}` };
  const { username, nome, cognome } =
    ruolo === 'MBAC_REGIONE'
      ? funzionarioRegionale(programma.codRegione)
      : contoDelRappresentante(programma.cuaa, programma.codRegione);
  return { username, nominativo: `${nome} ${cognome}` };
}

/** The officer of a region without a demo user, who asks for and gives its opinions in the history. */
const funzionarioRegionale = (codRegione: string) => ({
  username: `regione.${codRegione}`,
  nome: NOMI[(Number(codRegione) * 5) % NOMI.length],
  cognome: COGNOMI[(Number(codRegione) * 7 + 3) % COGNOMI.length],
  ruoli: ['MBAC_REGIONE'],
});

/**
 * Everyone the history names besides the demo users, as the registry of users has them, so that every screen names
 * them as people: the companies' legal representatives and the regions' officers.
 */
export function altrePersone(programmi: readonly Pick<ProgrammaDemo, 'cuaa' | 'codRegione'>[]) {
  const persone = programmi.flatMap((programma) => [
    ...(utenteDemoDi(programma.cuaa) ? [] : [contoDelRappresentante(programma.cuaa, programma.codRegione)]),
    ...(DEMO_USERS.some((user) => user.codRegione === programma.codRegione)
      ? []
      : [funzionarioRegionale(programma.codRegione)]),
  ]);
  return [...new Map(persone.map((persona) => [persona.username, persona])).values()];
}

/** The steps of the i-th programme, with an opinion asked (and given) of its region now and then. */
function passiDi(i: number, programma: ProgrammaDemo): Passo[] {
  const passi = [...PERCORSI[programma.idStato as StatoProgramma]];
  const conParere = passi.some(({ azione }) => azione === 'richiestaValidazione') && i % 3 === 0;
  if (conParere) passi.splice(2, 0, passo('richiestaParereRegione'), passo('inserimentoParereRegione', 'FAVOREVOLE'));
  if (programma.idStato === 'IN_ISTRUTTORIA' && ['12', '05'].includes(programma.codRegione) && i % 3 !== 2)
    passi.push(passo('richiestaParereRegione'));
  return passi;
}

/**
 * The i-th programme's history, walked through the policy (each step allowed from the state before it) and the
 * transitions table (each step's state after it); a drift between them and the demo data fails the seed.
 */
export async function percorsoDemo(tx: AppDatabase, i: number, programma: ProgrammaDemo, oggi: string) {
  const passi = passiDi(i, programma);
  const assegnati = passi.some(({ azione }) => azione === 'assegna')
    ? [i % 2 ? 'istruttore2' : 'istruttore1', ...(i % 5 === 0 ? [i % 2 ? 'istruttore1' : 'istruttore2'] : [])]
    : [];
  const inizio = (programma.dataPresentazione ?? programma.createdAt).getTime();
  const durata = Math.max(programma.updatedAt.getTime() - inizio, passi.length * HOUR);
  const recente = { IN_INTEGRAZIONE: (i * 11) % 50, PREAVVISO_RIGETTO: i % 5 }[programma.idStato];
  const eseguiti: PassoEseguito[] = [];
  let stato = 'BOZZA';
  let parereChiesto = false;
  for (const [k, corrente] of passi.entries()) {
    const ruolo = AZIONI_PROGRAMMA[corrente.azione].roles[0];
    if (
      !isAllowed({
        roles: [ruolo],
        resource: 'programmi',
        permission: `action:${corrente.azione}`,
        record: { idStato: stato, parereDaEsprimere: parereChiesto },
      })
    ) {
      throw new Error(`Dati dimostrativi: ${corrente.azione} non è ammessa dallo stato ${stato}`);
    }
    const verso = transizione(corrente.azione).verso;
    const attore = { ...persona(ruolo, programma, assegnati), ruolo };
    const record = bloccato(programma, stato, parereChiesto);
    const contesto = {
      tx,
      record,
      programma: record,
      attore,
      input: corrente,
      guards: guardieDaTabelle,
    };
    const a = typeof verso === 'function' ? await verso(contesto) : (verso ?? stato);
    const ultimo = k === passi.length - 1 && recente !== undefined;
    const quando = ultimo
      ? new Date(`${aggiungiGiorni(oggi, -recente)}T09:00:00Z`)
      : new Date(inizio + (passi.length > 1 ? (durata * k) / (passi.length - 1) : 0));
    const utente = corrente.azione === 'assegna' ? assegnati.join(', ') : undefined;
    eseguiti.push({ ...corrente, ...NOTE[corrente.azione]?.(corrente, i), utente, da: stato, a, quando, ...attore });
    stato = a;
    if (corrente.azione === 'richiestaParereRegione') parereChiesto = true;
    if (corrente.azione === 'inserimentoParereRegione') parereChiesto = false;
  }
  if (stato !== programma.idStato)
    throw new Error(`Dati dimostrativi: il percorso porta a ${stato}, non a ${programma.idStato}`);
  const ultimo = eseguiti.at(-1);
  const richiestaValidazione = eseguiti.find(({ azione }) => azione === 'richiestaValidazione');
  const colonne = {
    statoDal: ultimo?.quando ?? programma.createdAt,
    validazioneRichiestaIl: richiestaValidazione?.quando ?? null,
    integrazioneRichiestaIl: stato === 'IN_INTEGRAZIONE' && ultimo ? ultimo.quando.toISOString().slice(0, 10) : null,
    scadenzaControdeduzioni:
      stato === 'PREAVVISO_RIGETTO' && ultimo ? aggiungiGiorni(ultimo.quando.toISOString().slice(0, 10), 10) : null,
  };
  return { programma, assegnati, passi: eseguiti, colonne };
}

export type PercorsoDemo = Awaited<ReturnType<typeof percorsoDemo>>;

/** The rows the history leaves, and the notifications of the last step to those who act next. */
export async function scriviIstruttoria(
  tx: AppDatabase,
  { programma, assegnati, passi }: PercorsoDemo,
  importoAmmesso: string,
): Promise<void> {
  const id = programma.idProgrammaInvestimento;
  const creatore = persona('MBAC_PROPONENTE', programma, assegnati);
  const nominativo = (username: string) => persona('MBAC_ISTR_ISMEA', programma, [username]).nominativo;
  const nominativi = assegnati.map(nominativo).join(', ');
  await tx.insert(programmaAudit).values([
    {
      idProgrammaInvestimento: id,
      username: creatore.username,
      nominativo: creatore.nominativo,
      ruolo: 'MBAC_PROPONENTE',
      eseguitoIl: programma.createdAt,
      azione: 'creaProgramma',
      statoDa: null,
      statoA: 'BOZZA',
    },
    ...passi.map((p) => ({
      idProgrammaInvestimento: id,
      username: p.username,
      nominativo: p.nominativo,
      ruolo: p.ruolo,
      eseguitoIl: p.quando,
      azione: p.azione,
      statoDa: p.da,
      statoA: p.a,
      note: [transizione(p.azione).nelloStorico?.(p, nominativi), p.note].filter(Boolean).join('. ') || null,
    })),
  ]);
  const assegnazione = passi.find(({ azione }) => azione === 'assegna');
  for (const username of assegnati) {
    await tx.insert(programmaAssegnatario).values({
      idProgrammaInvestimento: id,
      username,
      nominativo: nominativo(username),
      assegnatoIl: assegnazione?.quando,
      assegnatoDa: assegnazione?.username ?? 'coordinatore',
    });
  }
  for (const p of passi) {
    const tipo = transizione(p.azione).nota;
    if (tipo && p.note) {
      await tx.insert(programmaNota).values({
        idProgrammaInvestimento: id,
        tipo,
        testo: p.note,
        esito: p.esito ?? null,
        esitoIsmea: p.esitoIsmea ?? null,
        autore: p.username,
        ruolo: p.ruolo,
        creataIl: p.quando,
      });
    }
    if (p.azione === 'richiestaParereRegione') {
      await tx.insert(programmaParereRegione).values({
        idProgrammaInvestimento: id,
        codRegione: programma.codRegione,
        richiestoIl: p.quando,
        richiestoDa: p.username,
      });
    }
    if (p.azione === 'inserimentoParereRegione') {
      await tx
        .update(programmaParereRegione)
        .set({ esito: p.esito, note: p.note, espressoIl: p.quando, espressoDa: p.username })
        .where(and(eq(programmaParereRegione.idProgrammaInvestimento, id), isNull(programmaParereRegione.esito)));
    }
    if (p.azione === 'richiestaValidazione') {
      await tx.insert(storicoImporti).values({
        idProgrammaInvestimento: id,
        campo: 'importoAmmesso',
        importoPrecedente: null,
        importoNuovo: importoAmmesso,
        modificatoIl: p.quando,
        modificatoDa: p.username,
        ruolo: p.ruolo,
      });
    }
  }
  const ultimo = passi.at(-1);
  if (!ultimo) return;
  const dopo = bloccato(programma, ultimo.a);
  const applicazione = {
    azione: ultimo.azione,
    label: AZIONI_PROGRAMMA[ultimo.azione].label,
    programma: dopo,
    attore: ultimo,
    input: ultimo,
  };
  const chi = await destinatari(
    tx,
    dopo,
    ultimo.a !== ultimo.da ? ultimo.a : undefined,
    transizione(ultimo.azione).avvisa,
  );
  await inviaNotifiche(tx, chi, {
    ...messaggio(applicazione, ultimo.a, ultimo.a !== ultimo.da),
    creataIl: ultimo.quando,
  });
}
