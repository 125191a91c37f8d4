import { bigint, boolean, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed view of the review tables of `server/migrations/002_programma_istruttoria.sql`. */

const istante = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const utente = pgTable('utente', {
  username: text('username').primaryKey(),
  nome: text('nome').notNull(),
  cognome: text('cognome').notNull(),
  codiceFiscale: text('codice_fiscale'),
  email: text('email'),
  ruoli: text('ruoli').array().notNull().default([]),
});

export const programmaAssegnatario = pgTable(
  'programma_assegnatario',
  {
    idProgrammaInvestimento: integer('id_programma_investimento').notNull(),
    username: text('username').notNull(),
    nominativo: text('nominativo').notNull(),
    assegnatoIl: istante('assegnato_il').notNull().defaultNow(),
    assegnatoDa: text('assegnato_da').notNull(),
  },
  (table) => [primaryKey({ columns: [table.idProgrammaInvestimento, table.username] })],
);

export const programmaParereRegione = pgTable('programma_parere_regione', {
  idParere: integer('id_parere').primaryKey().generatedByDefaultAsIdentity(),
  idProgrammaInvestimento: integer('id_programma_investimento').notNull(),
  codRegione: text('cod_regione').notNull(),
  richiestoIl: istante('richiesto_il').notNull().defaultNow(),
  richiestoDa: text('richiesto_da').notNull(),
  esito: text('esito'),
  note: text('note'),
  espressoIl: istante('espresso_il'),
  espressoDa: text('espresso_da'),
});

export const programmaNota = pgTable('programma_nota', {
  idNota: integer('id_nota').primaryKey().generatedByDefaultAsIdentity(),
  idProgrammaInvestimento: integer('id_programma_investimento').notNull(),
  tipo: text('tipo').notNull(),
  testo: text('testo').notNull(),
  esito: text('esito'),
  esitoIsmea: text('esito_ismea'),
  bozza: boolean('bozza').notNull().default(false),
  autore: text('autore').notNull(),
  ruolo: text('ruolo').notNull(),
  creataIl: istante('creata_il').notNull().defaultNow(),
});

export const programmaAudit = pgTable('programma_audit', {
  idAudit: bigint('id_audit', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  idProgrammaInvestimento: integer('id_programma_investimento').notNull(),
  username: text('username').notNull(),
  ruolo: text('ruolo').notNull(),
  eseguitoIl: istante('eseguito_il').notNull().defaultNow(),
  azione: text('azione').notNull(),
  statoDa: text('stato_da'),
  statoA: text('stato_a'),
  note: text('note'),
  nominativo: text('nominativo'),
});

export const storicoImporti = pgTable('storico_importi', {
  idStorico: integer('id_storico').primaryKey().generatedByDefaultAsIdentity(),
  idProgrammaInvestimento: integer('id_programma_investimento').notNull(),
  campo: text('campo').notNull(),
  importoPrecedente: numeric('importo_precedente', { precision: 15, scale: 2 }),
  importoNuovo: numeric('importo_nuovo', { precision: 15, scale: 2 }),
  modificatoIl: istante('modificato_il').notNull().defaultNow(),
  modificatoDa: text('modificato_da').notNull(),
  ruolo: text('ruolo').notNull(),
});

export const notifica = pgTable('notifica', {
  idNotifica: bigint('id_notifica', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  destinatarioUsername: text('destinatario_username'),
  destinatarioRuolo: text('destinatario_ruolo'),
  ambito: text('ambito'),
  titolo: text('titolo').notNull(),
  testo: text('testo').notNull(),
  link: text('link'),
  creataIl: istante('creata_il').notNull().defaultNow(),
});

export const notificaLettura = pgTable(
  'notifica_lettura',
  {
    idNotifica: bigint('id_notifica', { mode: 'number' }).notNull(),
    username: text('username').notNull(),
    lettaIl: istante('letta_il').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idNotifica, table.username] })],
);
