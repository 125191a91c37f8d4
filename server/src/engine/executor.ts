import type { AzioniPossibili } from '../../../contract/possible-actions';
import type { Principal } from '../auth/principal';
import type { AppDatabase } from '../db/database';
import { conflict, HttpError } from '../http/errors';
import type { Attore } from './actor';
import type { Rifiuto } from './refusal';

/** What every step of an action works with: the transaction, the locked record, who acts, what they sent. */
export interface Contesto<R, I = unknown> {
  readonly tx: AppDatabase;
  readonly record: R;
  readonly attore: Attore;
  readonly input: I;
}

/**
 * What one named action does besides what the policy says (who, from which states): the guard's reasons to refuse,
 * the writes, the state it leads to (absent: unchanged), what its history line says, and what else it causes.
 */
export interface Passaggio<C> {
  readonly guardia?: (contesto: C) => Promise<Rifiuto | undefined>;
  readonly effetti?: (contesto: C) => Promise<unknown>;
  /** `null`: the record ends here (its writes removed it). */
  readonly verso?: string | null | ((contesto: C) => string | Promise<string>);
  /** The history line's note, from the input and what the writes answered. */
  readonly nota?: (contesto: C, risultato: unknown) => string | null | Promise<string | null>;
  /** What the move causes once the record is in its new state, in the same transaction. */
  readonly dopo?: (contesto: C, risultato: unknown) => Promise<void>;
}

/** An action as it ran: the history and the notifications are written from it. */
export interface Esito<C> {
  readonly contesto: C;
  readonly azione: string;
  readonly label: string;
  /** `null` for a record the action creates. */
  readonly statoDa: string | null;
  /** `null` for a record the action removes. */
  readonly verso: string | null;
  readonly cambiato: boolean;
  readonly nota: string | null;
  /** What the writes answered. */
  readonly risultato: unknown;
}

/**
 * How the executor handles one resource's records: their state, the conditional move (false when another request
 * moved the record first), the history, and whom it tells (the roles whose work queue the new state enters, the
 * record's people), each the resource's own tables and words.
 */
export interface Risorsa<R, I, C extends Contesto<R, I>> {
  readonly contesto: (base: Contesto<R, I>) => C;
  readonly stato: (record: R) => string;
  readonly sposta: (contesto: C, verso: string, azione: string) => Promise<boolean>;
  readonly scriviStorico: (esito: Esito<C>) => Promise<void>;
  readonly avvisa: (esito: Esito<C>) => Promise<void>;
  /** The 409 of a race: the record changed between the read and the move. */
  readonly modificatoNelFrattempo: string;
}

/** A refusal as the HTTP answer: 409 with the reason, and the items to complete as its field errors. */
export const rifiutoHttp = (rifiuto: Rifiuto) => new HttpError(409, rifiuto.messaggio, rifiuto.errori);

/**
 * The one path of every named action on a record already locked in `tx`: the guard (409 with its reasons), the
 * writes, the state move only from the state it was read in, the history line, the notifications, then what the
 * move causes. Every action of every resource runs through here, so none skips the history or the people it tells.
 */
export async function applica<R, I, C extends Contesto<R, I>>(
  risorsa: Risorsa<R, I, C>,
  passaggio: Passaggio<C>,
  base: Contesto<R, I>,
  azione: { readonly nome: string; readonly label: string; readonly crea?: boolean },
): Promise<Esito<C>> {
  const contesto = risorsa.contesto(base);
  const rifiuto = await passaggio.guardia?.(contesto);
  if (rifiuto) throw rifiutoHttp(rifiuto);
  const risultato = await passaggio.effetti?.(contesto);
  const stato = risorsa.stato(base.record);
  const statoDa = azione.crea ? null : stato;
  const verso = typeof passaggio.verso === 'function' ? await passaggio.verso(contesto) : passaggio.verso;
  const versoOStato = verso === undefined ? stato : verso;
  const cambiato = versoOStato !== statoDa;
  if (versoOStato !== null && versoOStato !== stato && !(await risorsa.sposta(contesto, versoOStato, azione.nome)))
    throw conflict(risorsa.modificatoNelFrattempo);
  const nota = (await passaggio.nota?.(contesto, risultato)) ?? null;
  const esito = {
    contesto,
    azione: azione.nome,
    label: azione.label,
    statoDa,
    verso: versoOStato,
    cambiato,
    nota,
    risultato,
  };
  await risorsa.scriviStorico(esito);
  await risorsa.avvisa(esito);
  await passaggio.dopo?.(contesto, risultato);
  return esito;
}

/**
 * One resource's named actions as the executor runs them: the actor (403 for a role the action does not know), the
 * record locked with the policy's rule checked on it (404 not seen, 409 state, 403 a rule on the person), the
 * record read again for the answer, and each action's label and step.
 */
export interface AzioniDi<R, I, C extends Contesto<R, I>, A extends string> {
  readonly risorsa: Risorsa<R, I, C>;
  readonly label: (azione: A) => string;
  readonly passaggio: (azione: A) => Passaggio<C>;
  readonly attore: (principal: Principal, azione: A) => Attore;
  readonly blocca: (tx: AppDatabase, principal: Principal, azione: A, id: number) => Promise<R>;
}

/** Runs a named action in one transaction and answers what `rileggi` reads of the record afterwards. */
export async function esegui<R, I, C extends Contesto<R, I>, A extends string, T>(
  db: AppDatabase,
  azioni: AzioniDi<R, I, C, A>,
  richiesta: { readonly principal: Principal; readonly azione: A; readonly id: number; readonly input: I },
  rileggi: (tx: AppDatabase) => Promise<T>,
): Promise<T> {
  const { principal, azione, id, input } = richiesta;
  const attore = azioni.attore(principal, azione);
  return db.transaction(async (tx) => {
    const record = await azioni.blocca(tx, principal, azione, id);
    await applica<R, I, C>(
      azioni.risorsa,
      azioni.passaggio(azione),
      { tx, record, attore, input },
      {
        nome: azione,
        label: azioni.label(azione),
      },
    );
    return rileggi(tx);
  });
}

/**
 * For each action the reader may take in the record's state (`ammesse`, with the role it would act with), whether
 * its guard lets it run now and, when not, its reasons: the same guard the action runs, so the page says before the
 * click what the 409 would say after it.
 */
export async function azioniPossibili<R, I, C extends Contesto<R, I>, A extends string>(
  db: AppDatabase,
  azioni: AzioniDi<R, I, C, A>,
  record: R,
  ammesse: readonly { readonly azione: A; readonly attore: Attore; readonly input: I }[],
): Promise<AzioniPossibili> {
  const risposta: AzioniPossibili = {};
  for (const { azione, attore, input } of ammesse) {
    const guardia = azioni.passaggio(azione).guardia;
    const rifiuto = await guardia?.(azioni.risorsa.contesto({ tx: db, record, attore, input }));
    risposta[azione] = rifiuto
      ? { possibile: false, motivo: rifiuto.messaggio, ...(rifiuto.errori && { errori: rifiuto.errori }) }
      : { possibile: true };
  }
  return risposta;
}

/**
 * How the executor moves many records of a resource at once (a ranking moving every application to its outcome),
 * with set-based statements: the move from the state they were read in, a history line each, whom each move tells.
 * `sposta` answers how many moved.
 */
export interface RisorsaInsieme<S> {
  readonly sposta: (tx: AppDatabase, selezione: S) => Promise<number>;
  readonly scriviStorico: (tx: AppDatabase, selezione: S, attore: Attore, azione: string) => Promise<void>;
  readonly avvisa: (tx: AppDatabase, selezione: S) => Promise<void>;
  readonly modificatoNelFrattempo: string;
}

/** The same path as `applica` for `attesi` records at once: all move, or the transaction answers 409. */
export async function applicaInsieme<S>(
  risorsa: RisorsaInsieme<S>,
  { tx, attore, selezione, attesi }: { tx: AppDatabase; attore: Attore; selezione: S; attesi: number },
  azione: string,
): Promise<void> {
  if ((await risorsa.sposta(tx, selezione)) !== attesi) throw conflict(risorsa.modificatoNelFrattempo);
  await risorsa.scriviStorico(tx, selezione, attore, azione);
  await risorsa.avvisa(tx, selezione);
}
