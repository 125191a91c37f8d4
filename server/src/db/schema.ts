import { boolean, char, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed view of the tables created by `server/migrations/*.sql`; the SQL files are the source of truth. */

const createdUpdated = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const regione = pgTable('regione', {
  codRegione: text('cod_regione').primaryKey(),
  denominazione: text('denominazione').notNull(),
});

const statoColumns = () => ({
  idStato: text('id_stato').primaryKey(),
  descrizione: text('descrizione').notNull(),
  ordine: integer('ordine').notNull(),
  finale: boolean('finale').notNull(),
});

export const statoProgramma = pgTable('stato_programma', statoColumns());
export const statoDomanda = pgTable('stato_domanda', statoColumns());

export const bando = pgTable('bando', {
  idBando: integer('id_bando').primaryKey().generatedByDefaultAsIdentity(),
  descrizione: text('descrizione').notNull(),
  tipologia: text('tipologia').notNull(),
  dataApertura: date('data_apertura', { mode: 'string' }).notNull(),
  dataChiusura: date('data_chiusura', { mode: 'string' }).notNull(),
  /** Exact decimal as a string, never a float. */
  budget: numeric('budget', { precision: 15, scale: 2 }).notNull(),
});

export const programmaInvestimento = pgTable('programma_investimento', {
  idProgrammaInvestimento: integer('id_programma_investimento').primaryKey().generatedByDefaultAsIdentity(),
  idBando: integer('id_bando')
    .notNull()
    .references(() => bando.idBando),
  cuaa: text('cuaa').notNull(),
  denominazione: text('denominazione').notNull(),
  idStato: text('id_stato')
    .notNull()
    .references(() => statoProgramma.idStato),
  codRegione: text('cod_regione')
    .notNull()
    .references(() => regione.codRegione),
  dataPresentazione: timestamp('data_presentazione', { withTimezone: true, mode: 'date' }),
  ...createdUpdated(),
  titolo: text('titolo'),
  descrizione: text('descrizione'),
  importoRichiesto: numeric('importo_richiesto', { precision: 15, scale: 2 }),
  importoAmmesso: numeric('importo_ammesso', { precision: 15, scale: 2 }),
  dataInizio: date('data_inizio', { mode: 'string' }),
  dataFine: date('data_fine', { mode: 'string' }),
  codiceCup: char('codice_cup', { length: 15 }),
  codiceCore: text('codice_core'),
  note: text('note'),
  idProponente: integer('id_proponente'),
  abiBanca: text('abi_banca'),
  cognomeProponente: text('cognome_proponente'),
  nBeneficiari: integer('n_beneficiari').notNull().default(0),
  cognomiBeneficiari: text('cognomi_beneficiari').array().notNull().default([]),
  statoDal: timestamp('stato_dal', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  validazioneRichiestaIl: timestamp('validazione_richiesta_il', { withTimezone: true, mode: 'date' }),
  integrazioneRichiestaIl: date('integrazione_richiesta_il', { mode: 'string' }),
  scadenzaControdeduzioni: date('scadenza_controdeduzioni', { mode: 'string' }),
});

export const domanda = pgTable('domanda', {
  idDomanda: integer('id_domanda').primaryKey().generatedByDefaultAsIdentity(),
  idBando: integer('id_bando')
    .notNull()
    .references(() => bando.idBando),
  cuaaProponente: text('cuaa_proponente').notNull(),
  denominazione: text('denominazione').notNull(),
  idStato: text('id_stato')
    .notNull()
    .references(() => statoDomanda.idStato),
  codRegione: text('cod_regione')
    .notNull()
    .references(() => regione.codRegione),
  dataInoltro: timestamp('data_inoltro', { withTimezone: true, mode: 'date' }),
  ...createdUpdated(),
});

export * from './schema-programma';
