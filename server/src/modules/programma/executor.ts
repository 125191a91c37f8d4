import { and, eq, sql } from 'drizzle-orm';
import { AZIONI_PROGRAMMA, type AzioneProgramma } from '../../../../contract/programmi/azioni';
import { DESCRIZIONE_STATO, type StatoProgramma } from '../../../../contract/programmi/stati';
import { isAllowed, notApplicableReason } from '../../../../contract/policy';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { programmaInvestimento } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { scriviAudit } from '../audit/audit';
import { inviaNotifiche, type Messaggio } from '../notifiche/notifiche';
import { destinatari } from './destinatari';
import type { ProgrammaGuards } from './guards';
import { scriviNota } from './note';
import { prossimiPassi } from './prossimi-passi';
import { colonneOrologio, type RegoleScadenze } from './clock';
import { blocca, datiGenerali, type Giorno, type ProgrammaBloccato } from './repository';
import type { Attore, ContestoTransizione as Contesto, InputAzione } from './contesto';
import {
  applica as applicaNelMotore,
  esegui,
  type AzioniDi,
  type Passaggio,
  type Risorsa,
} from '../../engine/executor';
import { TRANSIZIONI, TRANSIZIONI_DEL_SERVER, type AzioneDiStato, type Transizione } from './transitions';
import { visibili } from './visibility';
import { dettaglioProgrammaPath } from '../../../../contract/programmi/percorsi';

export interface Dipendenze {
  readonly db: AppDatabase;
  readonly guards: ProgrammaGuards;
  readonly regole: RegoleScadenze;
  /** Today, `YYYY-MM-DD`; tests hand a fixed day. */
  readonly oggi: () => string;
}

export const PROGRAMMA_NON_TROVATO = 'Programma di investimento non trovato';

export const giornoDi = (deps: Dipendenze): Giorno => ({ oggi: deps.oggi(), regole: deps.regole });

/** The person as the actor of an action: with the first of their roles the policy lets act. */
export function attoreDi(principal: Principal, azione: AzioneProgramma): Attore {
  const ruolo = principal.roles.find((role) => (AZIONI_PROGRAMMA[azione].roles as readonly string[]).includes(role));
  if (!ruolo) throw forbidden();
  return { username: principal.username, nominativo: principal.name, ruolo, codRegione: principal.codRegione };
}

/** 409 naming the state the programme is in. */
export const statoNonAmmesso = (azione: AzioneProgramma, programma: ProgrammaBloccato) =>
  conflict(
    `Operazione «${AZIONI_PROGRAMMA[azione].label}» non consentita: ` +
      `il programma è nello stato «${programma.descrizioneStato}».`,
  );

/** Throws 409 when the policy does not allow the action in the programme's state, or says why it does not apply. */
export function verificaStato(principal: Principal, azione: AzioneProgramma, programma: ProgrammaBloccato): void {
  const richiesta = {
    roles: principal.roles,
    resource: 'programmi',
    permission: `action:${azione}`,
    record: programma,
  } as const;
  if (isAllowed(richiesta)) return;
  const motivo = notApplicableReason(richiesta);
  throw motivo ? conflict(motivo) : statoNonAmmesso(azione, programma);
}

/** Locks a programme the person sees (404 otherwise) and checks the action's state, in the caller's transaction. */
export async function bloccaPer(
  tx: AppDatabase,
  principal: Principal,
  azione: AzioneProgramma,
  id: number,
): Promise<ProgrammaBloccato> {
  const programma = await blocca(tx, id, visibili(principal), false, principal.codRegione);
  if (!programma) throw notFound(PROGRAMMA_NON_TROVATO);
  verificaStato(principal, azione, programma);
  return programma;
}

/** The programme's steps by action name: the policy's transitions and the server's own. */
const PASSAGGI: Readonly<Record<string, Transizione>> = { ...TRANSIZIONI, ...TRANSIZIONI_DEL_SERVER };
const perNome = (azione: string): Transizione => PASSAGGI[azione] ?? {};

/** A programme as the executor moves it: its row and the transition's clock, its history, the people it tells. */
function risorsa(
  deps: Dipendenze,
  transizioneDi: (azione: string) => Transizione,
): Risorsa<ProgrammaBloccato, InputAzione, Contesto> {
  return {
    contesto: (base) => ({ ...base, programma: base.record, guards: deps.guards }),
    stato: (programma) => programma.idStato,
    sposta: ({ tx, programma, input }, verso, azione) =>
      cambiaStato(
        tx,
        programma,
        verso,
        colonneOrologio(transizioneDi(azione).orologio?.(input), deps.oggi(), deps.regole),
      ),
    scriviStorico: ({ contesto: { tx, programma, attore }, azione, statoDa, verso, nota }) =>
      scriviAudit(tx, {
        idProgrammaInvestimento: programma.idProgrammaInvestimento,
        username: attore.username,
        nominativo: attore.nominativo,
        ruolo: attore.ruolo,
        azione,
        statoDa,
        statoA: verso,
        note: nota,
      }),
    avvisa: async ({ contesto, azione, label, verso, cambiato, risultato }) => {
      if (verso === null) return;
      const { tx, programma, attore, input } = contesto;
      const transizione = transizioneDi(azione);
      const testo = transizione.messaggio
        ? transizione.messaggio(contesto, risultato)
        : messaggio({ azione, label, programma, attore, input }, verso, cambiato);
      if (!testo) return;
      await inviaNotifiche(
        tx,
        await destinatari(tx, programma, cambiato ? verso : undefined, transizione.avvisa),
        testo,
      );
    },
    modificatoNelFrattempo: 'Il programma è stato modificato nel frattempo: ricarica la pagina e riprova.',
  };
}

/** A transition as the executor's step: the history's note is what it keeps of the input, then the note itself. */
const passaggioDi = (transizione: Transizione): Passaggio<Contesto> => ({
  guardia: transizione.guardia,
  effetti: transizione.effetti,
  verso: transizione.verso,
  nota: ({ input }, risultato) =>
    [transizione.nelloStorico?.(input, risultato), input.note].filter(Boolean).join('. ') || null,
  dopo: async ({ tx, programma, attore, input }) => {
    if (!transizione.nota || !input.note) return;
    await scriviNota(tx, {
      idProgrammaInvestimento: programma.idProgrammaInvestimento,
      tipo: transizione.nota,
      testo: input.note,
      autore: attore.username,
      ruolo: attore.ruolo,
      esito: input.esito,
      esitoIsmea: input.esitoIsmea,
    });
  },
});

/** The programmes' state actions as the executor runs them: who acts, the lock with the policy's rule, each step. */
export const azioniProgramma = (
  deps: Dipendenze,
): AzioniDi<ProgrammaBloccato, InputAzione, Contesto, AzioneDiStato> => ({
  risorsa: risorsa(deps, perNome),
  label: (azione) => AZIONI_PROGRAMMA[azione].label,
  passaggio: (azione) => passaggioDi(TRANSIZIONI[azione]),
  attore: attoreDi,
  blocca: bloccaPer,
});

/** Runs a transition of the policy in one transaction; answers the programme as it is afterwards. */
export const eseguiAzione = (
  deps: Dipendenze,
  principal: Principal,
  azione: AzioneDiStato,
  id: number,
  input: InputAzione = {},
) =>
  esegui(deps.db, azioniProgramma(deps), { principal, azione, id, input }, (tx) =>
    datiGenerali(tx, id, null, giornoDi(deps)),
  );

/** Who acts on which programme and how: the action's name (the policy's, or the server's own) and its words. */
export interface Applicazione {
  readonly azione: string;
  readonly label: string;
  readonly programma: ProgrammaBloccato;
  readonly attore: Attore;
  readonly input: InputAzione;
  /** The action made the programme: its history starts from no state. */
  readonly crea?: boolean;
}

/**
 * One action on a programme already locked in `tx` (the server's own, a checklist's closure, a register check),
 * through the executor: its step as the programme's transitions name it, or another module's own.
 */
export async function applica(
  tx: AppDatabase,
  deps: Dipendenze,
  applicazione: Applicazione,
  transizione = perNome(applicazione.azione),
): Promise<void> {
  const { azione, label, programma, attore, input, crea } = applicazione;
  await applicaNelMotore(
    risorsa(deps, () => transizione),
    passaggioDi(transizione),
    { tx, record: programma, attore, input },
    { nome: azione, label, crea },
  );
}

async function cambiaStato(
  tx: AppDatabase,
  programma: ProgrammaBloccato,
  verso: string,
  orologio: ReturnType<typeof colonneOrologio>,
): Promise<boolean> {
  const aggiornati = await tx
    .update(programmaInvestimento)
    .set({
      idStato: verso,
      statoDal: sql`now()`,
      updatedAt: sql`now()`,
      integrazioneRichiestaIl: orologio.integrazione_richiesta_il,
      scadenzaControdeduzioni: orologio.scadenza_controdeduzioni,
    })
    .where(
      and(
        eq(programmaInvestimento.idProgrammaInvestimento, programma.idProgrammaInvestimento),
        eq(programmaInvestimento.idStato, programma.idStato),
      ),
    )
    .returning({ id: programmaInvestimento.idProgrammaInvestimento });
  return aggiornati.length > 0;
}

/** What the people who act next read: the programme by name, the action, the new state, the note, what comes next. */
export function messaggio(
  { azione, label, programma, attore, input }: Applicazione,
  verso: string,
  cambiato: boolean,
): Messaggio {
  const stato = DESCRIZIONE_STATO[verso as StatoProgramma];
  const testo = [
    `${attore.nominativo}: «${label}» sul programma «${programma.denominazione}».`,
    cambiato ? `Il programma è ora «${stato}».` : '',
    input.note ? `Note: ${input.note}` : '',
    prossimiPassi(verso, azione),
  ];
  return {
    titolo: `${programma.denominazione}: ${cambiato ? stato : label}`,
    testo: testo.filter(Boolean).join(' '),
    link: dettaglioProgrammaPath(programma.idBando, programma.idProgrammaInvestimento),
  };
}
