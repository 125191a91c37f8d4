import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StatoDomanda } from '../../../contract/domande/stati';
import type { Config } from '../../../server/src/config';
import type { AppDatabase } from '../../../server/src/db/database';
import { righe } from '../../../server/src/db/sql';
import { bando } from '../../../server/src/db/schema';
import { caricaComuni } from '../../../server/src/modules/domanda/sedi/comuni';
import { apriPortaleFile, type PortaleFile } from './allegati';
import { CUAA_P1 } from './programmi';

export const D = '/apigen/domanda';
export const BEN = '/apigen/beneficiario';
export const SEDI = '/apigen/sedi';
export const ALL = '/apigen/allegato';
export const ISTR = '/apigen/istruttoria';

/** ISTAT codes of the reference table: Rome (Lazio), Verona (Veneto), Milan (Lombardia). */
export const ROMA = '058091';
export const VERONA = '023091';

export interface PortaleDomande extends PortaleFile {
  /** A food-district call open today. */
  readonly idBandoDC: number;
}

/** The app with its file store, the municipalities loaded and an open food-district call. */
export async function apriPortaleDomande(impostazioni: Partial<Config> = {}): Promise<PortaleDomande> {
  const portale = await apriPortaleFile(impostazioni);
  await caricaComuni(portale.db);
  const [{ idBando }] = await portale.db
    .insert(bando)
    .values({
      descrizione: 'Bando distretti del cibo di prova',
      tipologia: 'DC',
      dataApertura: '2020-01-01',
      dataChiusura: '2099-12-31',
      budget: '5000000.00',
    })
    .returning({ idBando: bando.idBando });
  return Object.assign(portale, { idBandoDC: idBando });
}

export interface FixtureDomanda {
  readonly idBando: number;
  readonly stato?: StatoDomanda;
  readonly cuaa?: string;
  readonly denominazione?: string;
  readonly istruttore?: string;
  /** The ISTAT code of the one beneficiary's site; none means no beneficiary at all. */
  readonly sede?: string | null;
}

/**
 * An application in the given state, complete as forwarding needs it (general data, mail, PEC, legal representative,
 * one beneficiary with a site and every required attachment, files named by key only), written straight to the tables.
 */
export async function inserisciDomanda(db: AppDatabase, fixture: FixtureDomanda): Promise<number> {
  const { idBando, stato = 'BOZZA', cuaa = CUAA_P1, istruttore = null, sede = ROMA } = fixture;
  const denominazione = fixture.denominazione ?? `Distretto di ${cuaa}`;
  const [{ id }] = await righe<{ id: number }>(
    db,
    sql`WITH pr AS (INSERT INTO proponente (cuaa, denominazione, mail, pec)
        VALUES (${cuaa}, ${`Capofila ${cuaa}`}, 'capofila@example.it', 'capofila@pec.example.it')
        RETURNING id_proponente),
      rl AS (INSERT INTO rappresentante_legale (id_proponente, codice_fiscale, nome, cognome)
        SELECT id_proponente, 'RSSMRA80A01H501U', 'Mario', 'Rossi' FROM pr)
      INSERT INTO domanda (id_bando, cuaa_proponente, denominazione, descrizione, cod_regione, id_stato, id_proponente,
        cognome_proponente, istruttore_in_carico, data_inoltro, stato_dal)
      SELECT ${idBando}, ${cuaa}, ${denominazione}, 'Programma del distretto', '12', ${stato}, id_proponente, 'Rossi',
        ${istruttore}, ${stato === 'BOZZA' ? null : sql`now() - interval '2 days'`}, now() - interval '1 day' FROM pr
      RETURNING id_domanda AS id`,
  );
  await allegatiObbligatori(db, id, null, 'DOMANDA');
  if (sede !== null) {
    const [{ idBeneficiario }] = await righe<{ idBeneficiario: number }>(
      db,
      sql`INSERT INTO beneficiario_domanda (id_domanda, codice_fiscale, denominazione, investimento_richiesto)
        VALUES (${id}, '00743110157', 'Oleificio del Distretto', 250000) RETURNING id_beneficiario AS "idBeneficiario"`,
    );
    await db.execute(sql`INSERT INTO sede_beneficiario (id_beneficiario, indirizzo, cap, cod_istat)
      VALUES (${idBeneficiario}, 'Via dei Campi 1', '00100', ${sede})`);
    await allegatiObbligatori(db, id, idBeneficiario, 'BENEFICIARIO');
    await db.execute(sql`UPDATE domanda SET n_beneficiari = 1, importo_richiesto = 250000 WHERE id_domanda = ${id}`);
  }
  return id;
}

async function allegatiObbligatori(db: AppDatabase, idDomanda: number, idBeneficiario: number | null, ambito: string) {
  await db.execute(sql`INSERT INTO allegato_domanda (id_domanda, id_beneficiario, id_categoria, data_scadenza,
      chiave_file, nome_file, tipo_file, dimensione, sha256, caricato_da)
    SELECT ${idDomanda}, ${idBeneficiario}, id_categoria, CASE WHEN richiede_scadenza THEN current_date + 90 END,
      ${randomUUID()}::uuid, 'documento.pdf', 'pdf', 100, repeat('0', 64), 'proponente1'
    FROM categoria_allegato_domanda WHERE ambito = ${ambito} AND obbligatoria`);
}

export async function statoDomanda(db: AppDatabase, id: number): Promise<string> {
  const [riga] = await righe<{ stato: string }>(
    db,
    sql`SELECT id_stato AS stato FROM domanda WHERE id_domanda = ${id}`,
  );
  return riga.stato;
}

export function storicoDomanda(db: AppDatabase, id: number) {
  return righe<{
    azione: string;
    da: string | null;
    a: string | null;
    username: string;
    ruolo: string;
    note: string | null;
  }>(
    db,
    sql`SELECT azione, stato_da AS da, stato_a AS a, username, ruolo, note FROM domanda_audit
      WHERE id_domanda = ${id} ORDER BY id_audit`,
  );
}
