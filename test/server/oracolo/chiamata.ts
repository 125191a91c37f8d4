import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import { samplePdf } from '../../support/file-samples';
import { corpoMultipart } from '../support/allegati';
import { CUAA_P1, CUAA_P2, inserisciProgramma, soddisfaGuardie, statoDi, type Portale } from '../support/programmi';
import type { Stato } from './programma-stati';
import { UTENTE } from './ruoli';
import type { Esito, Ingresso, Operazione, Relazione, Rotta } from './tipi';

/** An id no record has (well inside int4). */
export const ID_ASSENTE = 999_999;

/** The caller's programme falls in each of their scopes; another's in none (the token's attributes). */
const SOGGETTI = {
  proprio: { cuaa: CUAA_P1, codRegione: '12', istruttore: 'istruttore1', nuovo: 'istruttore2', abi: '03069' },
  altrui: { cuaa: CUAA_P2, codRegione: '05', istruttore: 'istruttore2', nuovo: 'istruttore1', abi: '01030' },
} as const;

/** What some operations need of the review besides the guards (docs/programma.md). */
const PREPARAZIONI: Readonly<
  Record<NonNullable<Operazione<Stato>['prepara']>, (id: number, codRegione: string) => SQL>
> = {
  parereAtteso: (id, codRegione) => sql`INSERT INTO programma_parere_regione (id_programma_investimento, cod_regione,
    richiesto_da) VALUES (${id}, ${codRegione}, 'istruttore1')`,
  esitoNegativo: (id) => sql`INSERT INTO programma_nota (id_programma_investimento, tipo, testo, esito, autore, ruolo)
    VALUES (${id}, 'VALIDAZIONE', 'Requisiti non dimostrati', 'NEGATIVO', 'validatore', 'MBAC_VALI_ISMEA')`,
  beneficiarioAttivo: (id) => sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione)
    VALUES (${id}, 'RSSMRA80A01H501U', 'Azienda agricola di prova')`,
};

/** A complete programme in the state, every guard of the review satisfied, and what the operation needs besides. */
export async function programmaDi(
  portale: Portale,
  idBando: number,
  stato: Stato,
  relazione: Relazione,
  prepara?: Operazione<Stato>['prepara'],
): Promise<number> {
  const { cuaa, codRegione, istruttore, abi } = SOGGETTI[relazione];
  const id = await inserisciProgramma(portale.db, { idBando, stato, cuaa, codRegione, assegnati: [istruttore], abi });
  await soddisfaGuardie(portale.db, id);
  if (prepara) await portale.db.execute(PREPARAZIONI[prepara](id, codRegione));
  return id;
}

const VALORI_FISSI: Readonly<Record<string, string>> = {
  esito: 'FAVOREVOLE',
  cuaa: CUAA_P1,
  cuaaProponente: CUAA_P1,
  codiceFiscale: 'RSSMRA80A01H501U',
  dataCaricamento: '2025-01-01',
  numeroProtocollo: 'PROT-1',
  abi: '99999',
};

export interface Tentativo {
  readonly status: number;
  readonly message: unknown;
}

/** The route called by the role's demo user, with every record in the path being `id`. */
export async function prova(
  portale: Portale,
  rotta: Rotta,
  ruolo: Role,
  id: number,
  ingresso: Ingresso & { utente?: string } = {},
): Promise<Tentativo> {
  const [method, path] = rotta.split(' ') as [Rotta extends `${infer M} ${string}` ? M : never, string];
  const valori: Record<string, string> = { ...VALORI_FISSI, utente: ingresso.utente ?? 'istruttore2' };
  const url = path.replace(/\{(\w+)\}/g, (_match, nome: string) => encodeURIComponent(valori[nome] ?? String(id)));
  const query = new URLSearchParams(ingresso.query ?? {}).toString();
  const headers = await portale.headers(UTENTE[ruolo], [ruolo]);
  const multipart = ingresso.multipart
    ? await corpoMultipart(samplePdf(), 'documento.pdf', 'file', ingresso.multipart)
    : undefined;
  const response = await portale.portal.app.inject({
    method,
    url: query ? `${url}?${query}` : url,
    payload: multipart?.payload ?? (ingresso.corpo?.(id) as object | undefined),
    headers: multipart ? { ...headers, 'content-type': multipart.contentType } : headers,
  });
  const body = response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : {};
  return { status: response.statusCode, message: body?.message };
}

/** What the person saw, in the oracle's words: done (2xx), or the refusal's status. */
export const esitoDi = ({ status }: Tentativo): Esito | number =>
  status >= 200 && status < 300 ? 'consentito' : status;

/** The programme's state after the call, `null` once it is gone. */
export const statoDopo = async (portale: Portale, id: number) => (await statoDi(portale.db, id)) ?? null;

export const utenteDi = (relazione: Relazione, quale: Operazione<Stato>['utente']) =>
  quale === 'assegnato' ? SOGGETTI[relazione].istruttore : SOGGETTI[relazione].nuovo;
