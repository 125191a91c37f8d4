import type { AzioneProgramma } from '../../../../contract/programmi/azioni';
import { ESITI_PARERE, ESITI_VALIDAZIONE, nomeScelta } from '../../../../contract/programmi/parametri';
import type { TipoNota } from '../../../../contract/programmi/record-letture';
import type { StatoProgramma } from '../../../../contract/programmi/stati';
import type { VisibilityScope } from '../../../../contract/types';
import type { FieldErrors } from '../../http/errors';
import { elencoDi, type Rifiuto } from '../../engine/refusal';
import type { ContestoTransizione, InputAzione } from './contesto';
import * as effetti from './effetti';
import type { Messaggio } from '../notifiche/notifiche';
import type { Orologio } from './clock';
import { vociMancantiDelTurno, type TipoATurni } from './turni-checklist';

/**
 * What an action does to a programme. Who may run it and from which states is the policy's
 * (`contract/programmi/azioni.ts`); here: the state it leads to (absent: unchanged), the guard (why it refuses, with
 * what to complete keyed by where a person does it: answered 409, and before the click by `getAzioniPossibili`), the
 * writes, the clock it starts, the note it keeps, and whom it tells besides the next actors.
 */
export interface Transizione {
  /** `null`: the programme is no more (its writes deleted it). */
  readonly verso?:
    StatoProgramma | null | ((contesto: ContestoTransizione) => StatoProgramma | Promise<StatoProgramma>);
  readonly guardia?: (contesto: ContestoTransizione) => Promise<Rifiuto | undefined>;
  readonly effetti?: (contesto: ContestoTransizione) => Promise<unknown>;
  readonly orologio?: (input: InputAzione) => Orologio | undefined;
  readonly nota?: TipoNota;
  readonly avvisa?: readonly VisibilityScope[];
  /** What the history keeps of the input besides the note (who was assigned, by name; which outcome). */
  readonly nelloStorico?: (input: InputAzione, risultatoEffetti: unknown) => string;
  /** The message of its own, when the common one does not fit; none: nobody is told. */
  readonly messaggio?: (contesto: ContestoTransizione, risultatoEffetti: unknown) => Messaggio | undefined;
}

/** creaProgrammaInvestimento: – → BOZZA. */
export const STATO_INIZIALE: StatoProgramma = 'BOZZA';

/** A takeover or variation closes only with its round's checklist complete: the items still to answer, by name. */
const turnoCompleto =
  (tipo: TipoATurni) =>
  async ({ tx, programma }: ContestoTransizione): Promise<Rifiuto | undefined> => {
    const mancanti = await vociMancantiDelTurno(tx, programma.idProgrammaInvestimento, tipo);
    if (mancanti.length === 0) return undefined;
    const elenco = mancanti.map((voce) => `«${voce}»`).join('; ');
    const checklist = tipo === 'SUBENTRO' ? 'del subentro' : 'della variazione';
    return {
      messaggio: `La checklist ${checklist} non è completa: ${elenco}.`,
      errori: { checklist: `Completare la checklist ${checklist}: ${elenco}` },
    };
  };

const se = (condizione: boolean, messaggio: string, errori?: FieldErrors): Rifiuto | undefined =>
  condizione ? { messaggio, ...(errori && { errori }) } : undefined;

export const TRANSIZIONI = {
  eseguiValidazione: {
    verso: 'PRESENTATO',
    guardia: async ({ tx, programma, guards }) => {
      const mancanze = await guards.completenessIssues(tx, programma.idProgrammaInvestimento);
      return elencoDi('Il programma non può essere presentato', mancanze);
    },
    effetti: effetti.presenta,
  },
  assegna: {
    verso: 'IN_ISTRUTTORIA',
    effetti: effetti.assegna,
    avvisa: ['assegnati'],
    nelloStorico: (_input, nominativo) => `Istruttore assegnato: ${String(nominativo)}`,
  },
  rimuoviAssegnatario: {
    nelloStorico: (_input, nominativo) => `Istruttore rimosso: ${String(nominativo)}`,
    verso: async ({ tx, programma }) =>
      (await effetti.numeroAssegnatari(tx, programma.idProgrammaInvestimento)) > 0 ? 'IN_ISTRUTTORIA' : 'PRESENTATO',
    effetti: effetti.rimuovi,
  },
  richiestaIntegrazione: { verso: 'IN_INTEGRAZIONE', orologio: () => 'integrazione', nota: 'RICHIESTA_INTEGRAZIONE' },
  inviaIntegrazioni: {
    verso: 'IN_ISTRUTTORIA',
    guardia: async ({ tx, programma, guards }) =>
      se(
        !(await guards.hasIntegrationFiles(tx, programma.idProgrammaInvestimento)),
        'Carica almeno un file di integrazione prima di inviare.',
        { 'allegati.INTEGRAZIONE': 'Caricare almeno un file di integrazione' },
      ),
    nota: 'INTEGRAZIONE',
  },
  richiestaParereRegione: {
    guardia: async ({ tx, programma }) =>
      se(
        await effetti.parereInAttesa(tx, programma.idProgrammaInvestimento, programma.codRegione),
        'Il parere della Regione è già stato richiesto ed è in attesa.',
      ),
    effetti: effetti.chiediParere,
    avvisa: ['propriaRegione'],
  },
  // Whether an opinion waits for the person's region is the policy's rule (`parereDaEsprimere` of the locked row).
  inserimentoParereRegione: {
    effetti: effetti.esprimiParere,
    avvisa: ['assegnati'],
    nelloStorico: ({ esito }) => `Parere ${nomeScelta(ESITI_PARERE, esito).toLowerCase()}`,
  },
  richiestaValidazione: {
    verso: 'IN_VALIDAZIONE',
    guardia: async ({ tx, programma, guards }) =>
      se(
        !(await guards.checklistComplete(tx, programma.idProgrammaInvestimento)),
        'Le checklist del programma non sono complete.',
        { checklist: 'Completare le checklist del programma' },
      ) ??
      se(
        await effetti.parereInAttesa(tx, programma.idProgrammaInvestimento),
        'Il parere richiesto alla Regione non è ancora stato espresso.',
      ),
    effetti: effetti.segnaValidazione,
    nota: 'RICHIESTA_VALIDAZIONE',
  },
  richiestaIntegrazioneIsmea: { verso: 'IN_ISTRUTTORIA', nota: 'RICHIESTA_INTEGRAZIONE_ISMEA' },
  valida: {
    verso: ({ input }) => (input.esito === 'POSITIVO' ? 'VALIDATO' : 'PREAVVISO_RIGETTO'),
    orologio: (input) => (input.esito === 'NEGATIVO' ? 'controdeduzioni' : undefined),
    nota: 'VALIDAZIONE',
    avvisa: ['assegnati'],
    nelloStorico: ({ esito }) => `Esito ${nomeScelta(ESITI_VALIDAZIONE, esito).toLowerCase()}`,
  },
  inviaControDeduzioni: {
    verso: 'IN_ISTRUTTORIA',
    guardia: async ({ tx, programma, guards }) =>
      se(
        !(await guards.hasCounterDeductionFile(tx, programma.idProgrammaInvestimento)),
        'Carica il file delle controdeduzioni prima di inviarle.',
        { 'allegati.CONTRODEDUZIONI': 'Caricare il file delle controdeduzioni' },
      ),
  },
  accettaSenzaControDeduzioni: { verso: 'NON_AMMESSO', avvisa: ['assegnati'] },
  approva: {
    verso: 'APPROVATO',
    guardia: async ({ tx, programma, guards }) =>
      se(
        !(await guards.hasApprovalFile(tx, programma.idProgrammaInvestimento)),
        'Carica il file di approvazione prima di approvare il programma.',
        { 'allegati.APPROVAZIONE': 'Caricare il file di approvazione' },
      ),
    effetti: effetti.assegnaCodici,
    nota: 'APPROVAZIONE',
    avvisa: ['propriCuaa'],
  },
  annulla: { verso: 'ANNULLATO', nota: 'ANNULLAMENTO', avvisa: ['propriCuaa', 'assegnati'] },
  subentro: { verso: 'IN_SUBENTRO', effetti: effetti.avviaTurno('SUBENTRO'), avvisa: ['propriCuaa', 'bandiProgramma'] },
  variazione: {
    verso: 'IN_VARIAZIONE',
    effetti: effetti.avviaTurno('VARIAZIONE'),
    avvisa: ['propriCuaa', 'bandiProgramma'],
  },
  concludiSubentro: {
    verso: 'APPROVATO',
    guardia: turnoCompleto('SUBENTRO'),
    effetti: effetti.concludiTurno('SUBENTRO'),
    avvisa: ['propriCuaa'],
  },
  concludiVariazione: {
    verso: 'APPROVATO',
    guardia: turnoCompleto('VARIAZIONE'),
    effetti: effetti.concludiTurno('VARIAZIONE'),
    avvisa: ['propriCuaa'],
  },
} as const satisfies Partial<Record<AzioneProgramma, Transizione>>;

/**
 * The server's own steps: once the 10-bis deadline has passed with no counter-deduction file, the proponent's
 * silence counts as accepting the rejection (`scadenze.ts`), told to the proponent as well.
 */
export const TRANSIZIONI_DEL_SERVER = {
  decorrenzaTermini: { ...TRANSIZIONI.accettaSenzaControDeduzioni, avvisa: ['propriCuaa', 'assegnati'] },
} as const satisfies Record<string, Transizione>;

export type AzioneDiStato = keyof typeof TRANSIZIONI;
