import type { ListaDomandeQuery } from '../../contract/domande/record';
import { istruzioneListaDomande, querystring } from './istruzione-lista';
import { CARICO, conPortale, numero, principaleDelToken } from './lista-programmi';
import { misuraLista } from './misura-lista';
import { seminaDomande } from './semina-domande';

/** What is measured (environment variables override each): the 20,000 applications the service is sized for. */
const PARAMETRI = {
  domande: numero('BENCH_DOMANDE', 20_000),
  bandi: numero('BENCH_BANDI_DC', 4),
  utente: process.env.BENCH_UTENTE_DOMANDE ?? 'istruttore.dc',
  /** Another name lets two runs share the PostgreSQL server without dropping each other's database. */
  database: process.env.BENCH_DATABASE_DOMANDE ?? 'bench_domande',
};

/**
 * The third page of ten of one call's applications with 2 to 4 beneficiaries, one of them a company with «ossi» inside
 * its name (the seeding's «Rossi Società agricola»…), as the instructor sees them (forwarded ones only).
 */
const richiesta = (idBando: number): ListaDomandeQuery => ({
  idBando,
  denominazioneBeneficiario: 'ossi',
  nBeneficiariDa: 2,
  nBeneficiariA: 4,
  _start: 20,
  _end: 30,
});

export function misuraListaDomande(): Promise<Record<string, string>> {
  return conPortale(
    PARAMETRI.database,
    'Lista delle domande',
    PARAMETRI.utente,
    async (db) => {
      const inizio = performance.now();
      const { idBandi } = await seminaDomande(db, PARAMETRI);
      return { idBandi, secondi: (performance.now() - inizio) / 1000 };
    },
    async ({ database, portale, token, seminato: { idBandi, secondi } }) => {
      const query = richiesta(idBandi[Math.min(1, idBandi.length - 1)]);
      const rapporto = await misuraLista({
        database,
        portale,
        token,
        utente: PARAMETRI.utente,
        url: `${portale.url}/apigen/domanda/getListaDomande?${querystring(query)}`,
        istruzione: istruzioneListaDomande(principaleDelToken(token), query),
        campoId: 'idDomanda',
        carico: CARICO,
      });
      return {
        'Lista delle domande': '',
        Dati: `${PARAMETRI.domande} domande su ${PARAMETRI.bandi} bandi DC, seminate in ${secondi.toFixed(1)} s`,
        ...rapporto,
      };
    },
  );
}
