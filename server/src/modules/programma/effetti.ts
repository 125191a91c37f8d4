import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/database';
import { programmaAssegnatario, programmaInvestimento, programmaParereRegione, utente } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { apriTurno, chiudiTurno, type TipoATurni } from './turni-checklist';
import { RUOLI_ISTRUTTORI } from './destinatari';
import type { ContestoTransizione } from './contesto';

/** The writes of the transitions beyond their state, clock, note, audit and notifications. */

const aggiorna = (tx: AppDatabase, id: number, valori: PgUpdateSetSource<typeof programmaInvestimento>) =>
  tx.update(programmaInvestimento).set(valori).where(eq(programmaInvestimento.idProgrammaInvestimento, id));

export async function presenta({ tx, programma }: ContestoTransizione): Promise<void> {
  await aggiorna(tx, programma.idProgrammaInvestimento, { dataPresentazione: sql`now()` });
}

export async function istruttoreDaAssegnare(tx: AppDatabase, username: string) {
  const [istruttore] = await tx
    .select({ username: utente.username, nome: utente.nome, cognome: utente.cognome })
    .from(utente)
    .where(
      and(
        eq(utente.username, username),
        sql`${utente.ruoli} && ARRAY[${sql.join(
          RUOLI_ISTRUTTORI.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  return istruttore;
}

/** Assigns the instructor and answers their name, for the history. */
export async function assegna({ tx, programma, attore, input }: ContestoTransizione): Promise<string> {
  const istruttore = await istruttoreDaAssegnare(tx, input.utente ?? '');
  if (!istruttore) throw badRequest({ utente: "L'utente indicato non è un istruttore ISMEA" });
  const inseriti = await tx
    .insert(programmaAssegnatario)
    .values({
      idProgrammaInvestimento: programma.idProgrammaInvestimento,
      username: istruttore.username,
      nominativo: `${istruttore.nome} ${istruttore.cognome}`,
      assegnatoDa: attore.username,
    })
    .onConflictDoNothing()
    .returning({ username: programmaAssegnatario.username });
  const nominativo = `${istruttore.nome} ${istruttore.cognome}`;
  if (inseriti.length === 0) throw conflict(`L'istruttore ${nominativo} è già assegnato al programma.`);
  return nominativo;
}

/** Removes the instructor and answers their name, for the history. */
export async function rimuovi({ tx, programma, input }: ContestoTransizione): Promise<string> {
  const rimossi = await tx
    .delete(programmaAssegnatario)
    .where(
      and(
        eq(programmaAssegnatario.idProgrammaInvestimento, programma.idProgrammaInvestimento),
        eq(programmaAssegnatario.username, input.utente ?? ''),
      ),
    )
    .returning({ nominativo: programmaAssegnatario.nominativo });
  if (rimossi.length === 0) throw notFound("L'utente indicato non è assegnato al programma");
  return rimossi[0].nominativo;
}

export async function numeroAssegnatari(tx: AppDatabase, id: number): Promise<number> {
  return tx.$count(programmaAssegnatario, eq(programmaAssegnatario.idProgrammaInvestimento, id));
}

const pareriInAttesa = (id: number, codRegione?: string) =>
  and(
    eq(programmaParereRegione.idProgrammaInvestimento, id),
    isNull(programmaParereRegione.esito),
    codRegione === undefined ? undefined : eq(programmaParereRegione.codRegione, codRegione),
  );

export async function parereInAttesa(tx: AppDatabase, id: number, codRegione?: string): Promise<boolean> {
  return (await tx.$count(programmaParereRegione, pareriInAttesa(id, codRegione))) > 0;
}

export async function chiediParere({ tx, programma, attore }: ContestoTransizione): Promise<void> {
  await tx.insert(programmaParereRegione).values({
    idProgrammaInvestimento: programma.idProgrammaInvestimento,
    codRegione: programma.codRegione,
    richiestoDa: attore.username,
  });
}

export async function esprimiParere({ tx, programma, attore, input }: ContestoTransizione): Promise<void> {
  await tx
    .update(programmaParereRegione)
    .set({ esito: input.esito, note: input.note ?? null, espressoIl: sql`now()`, espressoDa: attore.username })
    .where(pareriInAttesa(programma.idProgrammaInvestimento, attore.codRegione));
}

export async function segnaValidazione({ tx, programma }: ContestoTransizione): Promise<void> {
  await aggiorna(tx, programma.idProgrammaInvestimento, {
    validazioneRichiestaIl: sql`coalesce(${programmaInvestimento.validazioneRichiestaIl}, now())`,
  });
}

export async function assegnaCodici({ tx, programma, input }: ContestoTransizione): Promise<void> {
  await aggiorna(tx, programma.idProgrammaInvestimento, { codiceCup: input.codiceCup, codiceCore: input.codiceCore });
}

/** A takeover or variation starts with an empty checklist of its own: the previous one's answers are history. */
export const avviaTurno =
  (tipo: TipoATurni) =>
  async ({ tx, programma, attore }: ContestoTransizione): Promise<void> =>
    apriTurno(tx, programma.idProgrammaInvestimento, tipo, attore.username);

export const concludiTurno =
  (tipo: TipoATurni) =>
  async ({ tx, programma }: ContestoTransizione): Promise<void> =>
    chiudiTurno(tx, programma.idProgrammaInvestimento, tipo);
