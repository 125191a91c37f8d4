import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import { righe } from '../../../server/src/db/sql';
import { samplePdf } from '../../support/file-samples';
import { inserisciDomanda, ROMA, VERONA, type PortaleDomande } from '../support/domande';
import { CUAA_P1, CUAA_P2 } from '../support/programmi';
import type { StatoDomanda } from './domanda-stati';
import { UTENTE } from './ruoli';
import type { OperazioneDomanda, Pratica, Punteggio, Relazione, Rotta } from './tipi';

/**
 * The caller's application falls in each of their scopes (company, a site in Lazio, in charge of istruttore.dc);
 * another's in none (another company, a site in Veneto, in charge of another instructor).
 */
const SOGGETTI = {
  proprio: { cuaa: CUAA_P1, sede: ROMA, istruttore: 'istruttore.dc' },
  altrui: { cuaa: CUAA_P2, sede: VERONA, istruttore: 'istruttore2' },
} as const;

const SENZA_ISTRUTTORE: readonly StatoDomanda[] = ['BOZZA', 'INOLTRATA'];

/**
 * A food-district call of the application's own (one draft per call and company), open, with a scoring
 * parameter of each level and one allowed score each.
 */
async function bandoDi(portale: PortaleDomande): Promise<{ idBando: number; parametri: Pratica['parametri'] }> {
  const [{ idBando }] = await righe<{ idBando: number }>(
    portale.db,
    sql`INSERT INTO bando (descrizione, tipologia, data_apertura, data_chiusura, budget)
      VALUES ('Bando distretti del cibo', 'DC', '2020-01-01', '2099-12-31', 5000000) RETURNING id_bando AS "idBando"`,
  );
  const parametro = async (livello: string, ordine: number): Promise<Punteggio> => {
    const [riga] = await righe<Punteggio>(
      portale.db,
      sql`WITH p AS (INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
          VALUES (${idBando}, ${`Parametro ${livello}`}, ${livello}, ${ordine}) RETURNING id_parametro)
        INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
        SELECT id_parametro, 10, 'Buono' FROM p
        RETURNING id_parametro AS "idParametro", id_punteggio AS "idPunteggio"`,
    );
    return riga;
  };
  return {
    idBando,
    parametri: { domanda: await parametro('DOMANDA', 1), beneficiario: await parametro('BENEFICIARIO', 2) },
  };
}

/** A real PDF in the store, published: downloads find it. */
async function filePubblicato(portale: PortaleDomande): Promise<string> {
  const { store } = portale;
  const { key } = await store.put(Readable.from([samplePdf()]));
  await store.publish(key);
  return key;
}

/**
 * A complete application in the state, with a beneficiary, a site, an attachment of each kind, a review note and
 * file of the instructor in charge, the commission's minutes (real files).
 */
export async function praticaDi(
  portale: PortaleDomande,
  stato: StatoDomanda,
  relazione: Relazione,
  prepara?: OperazioneDomanda<StatoDomanda>['prepara'],
): Promise<Pratica> {
  const { cuaa, sede, istruttore } = SOGGETTI[relazione];
  const inCarico = SENZA_ISTRUTTORE.includes(stato) ? undefined : istruttore;
  const db = portale.db;
  const { idBando, parametri } = await bandoDi(portale);
  const idDomanda = await inserisciDomanda(db, { idBando, stato, cuaa, sede, istruttore: inCarico });
  const [ids] = await righe<{ idProponente: number; idBeneficiario: number; idSede: number }>(
    db,
    sql`SELECT d.id_proponente AS "idProponente", b.id_beneficiario AS "idBeneficiario", s.id_sede AS "idSede"
      FROM domanda d JOIN beneficiario_domanda b USING (id_domanda) JOIN sede_beneficiario s USING (id_beneficiario)
      WHERE d.id_domanda = ${idDomanda}`,
  );
  const allegato = async (idBeneficiario: number | null, idCategoria: number) => {
    const [{ id }] = await righe<{ id: number }>(
      db,
      sql`INSERT INTO allegato_domanda (id_domanda, id_beneficiario, id_categoria, chiave_file, nome_file, tipo_file,
          dimensione, sha256, caricato_da)
        VALUES (${idDomanda}, ${idBeneficiario}, ${idCategoria}, ${await filePubblicato(portale)}::uuid,
          'documento.pdf', 'pdf', 100, repeat('0', 64), 'proponente1')
        RETURNING id_allegato AS id`,
    );
    return id;
  };
  const autore = inCarico ?? 'istruttore.dc';
  const [{ idNota }] = await righe<{ idNota: number }>(
    db,
    sql`INSERT INTO nota_istruttoria (id_domanda, testo, autore, nominativo)
      VALUES (${idDomanda}, 'Manca la delibera regionale', ${autore}, 'Istruttore') RETURNING id_nota AS "idNota"`,
  );
  const [{ idAllegatoIstruttoria }] = await righe<{ idAllegatoIstruttoria: number }>(
    db,
    sql`INSERT INTO allegato_istruttoria (id_domanda, chiave_file, nome_file, tipo_file, dimensione, sha256,
        caricato_da)
      VALUES (${idDomanda}, ${await filePubblicato(portale)}::uuid, 'verbale.pdf', 'pdf', 100, repeat('0', 64),
        ${autore})
      RETURNING id_allegato AS "idAllegatoIstruttoria"`,
  );
  await db.execute(sql`INSERT INTO allegato_valutazione (id_domanda, chiave_file, nome_file, tipo_file, dimensione,
      sha256, caricato_da)
    VALUES (${idDomanda}, ${await filePubblicato(portale)}::uuid, 'verbale-commissione.pdf', 'pdf', 100,
      repeat('0', 64), 'commissione')`);
  const pratica: Pratica = {
    idBando,
    idDomanda,
    ...ids,
    idAllegatoDomanda: await allegato(null, 4),
    idAllegatoBeneficiario: await allegato(ids.idBeneficiario, 13),
    idNota,
    idAllegatoIstruttoria,
    parametri,
  };
  if (prepara === 'punteggiDati') await punteggiDati(portale, pratica);
  return pratica;
}

/** A motivation long enough for any fixture's call (the default shortest, 30 characters). */
export const MOTIVAZIONE = 'Punteggio motivato dalla relazione tecnica del programma';

async function punteggiDati(portale: PortaleDomande, { idDomanda, idBeneficiario, parametri }: Pratica) {
  await portale.db.execute(sql`INSERT INTO valutazione_domanda (id_domanda, id_parametro, id_punteggio, motivazione,
      salvata_da)
    VALUES (${idDomanda}, ${parametri.domanda.idParametro}, ${parametri.domanda.idPunteggio}, ${MOTIVAZIONE},
      'commissione')`);
  await portale.db.execute(sql`INSERT INTO valutazione_beneficiario (id_beneficiario, id_parametro, id_punteggio,
      motivazione, salvata_da)
    VALUES (${idBeneficiario}, ${parametri.beneficiario.idParametro}, ${parametri.beneficiario.idPunteggio},
      ${MOTIVAZIONE}, 'commissione')`);
}

/** The record a path parameter names; `{idAllegato}` is the attachment of the service the path belongs to. */
function valore(nome: string, path: string, pratica: Pratica): string {
  if (nome === 'codiceFiscale') return 'RSSMRA80A01H501U'; // not the fixture's beneficiary
  if (nome === 'idAllegato')
    return String(
      path.startsWith('/apigen/istruttoria/')
        ? pratica.idAllegatoIstruttoria
        : path.startsWith('/apigen/beneficiario/')
          ? pratica.idAllegatoBeneficiario
          : pratica.idAllegatoDomanda,
    );
  const id = pratica[nome as keyof Pratica];
  if (typeof id !== 'number') throw new Error(`Parametro di percorso senza record nella pratica: ${nome}`);
  return String(id);
}

/** The route called by the role's demo user on the application's records. */
export async function provaDomanda(
  portale: PortaleDomande,
  rotta: Rotta,
  ruolo: Role,
  pratica: Pratica,
  riga: OperazioneDomanda<StatoDomanda>,
) {
  const [method, path] = rotta.split(' ') as [string, string];
  const percorso = path.replace(/\{(\w+)\}/g, (_match, nome: string) => valore(nome, path, pratica));
  const query = new URLSearchParams(riga.query?.(pratica) ?? {}).toString();
  const url = query ? `${percorso}?${query}` : percorso;
  return riga.file
    ? portale.carica(UTENTE[ruolo], url, samplePdf(), 'documento.pdf')
    : portale.chiama(UTENTE[ruolo], method, url, riga.corpo?.(pratica), [ruolo]);
}

/** The application's state after the call, `null` once it is gone. */
export async function statoDellaDomanda(portale: PortaleDomande, idDomanda: number): Promise<string | null> {
  const [riga] = await righe<{ stato: string }>(
    portale.db,
    sql`SELECT id_stato AS stato FROM domanda WHERE id_domanda = ${idDomanda}`,
  );
  return riga?.stato ?? null;
}
