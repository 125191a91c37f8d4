import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorRef } from '../../../../contract/errori';
import {
  GraduatoriaPubblica,
  PERCORSI_DATI_APERTI,
  type RigaPubblica,
} from '../../../../contract/graduatoria/pubblica';
import { DESCRIZIONE_STATO_DOMANDA } from '../../../../contract/domande/stati';
import { Id } from '../../../../contract/programmi/record';
import type { AppDatabase } from '../../db/database';
import { contentDisposition, rispostaFile } from '../../http/download';
import { HttpError } from '../../http/errors';
import { PERCHE_SOPRA } from './excel';
import { parametriDelBando, righeCongelate, testataGraduatoria } from './lettura';

const TAG = ['dati aperti'];
const NON_PUBBLICATA = 'Graduatoria non pubblicata: il bando non esiste o la sua graduatoria non è ancora definitiva.';
/** A final ranking changes only with its decree: five minutes in a cache is safe, and the ETag revalidates. */
const CACHE = 'public, max-age=300';
const BandoParams = Type.Object({ idBando: Id });

/** The final ranking without personal data; 404 for an unknown call, one not of type DC, or one not final yet. */
async function graduatoriaPubblica(db: AppDatabase, idBando: number): Promise<GraduatoriaPubblica> {
  const testata = await testataGraduatoria(db, idBando).catch((error: unknown) => {
    if (error instanceof HttpError) throw new HttpError(404, NON_PUBBLICATA);
    throw error;
  });
  if (!testata.definitiva || !testata.finalizzataIl) throw new HttpError(404, NON_PUBBLICATA);
  const righe = await righeCongelate(db, idBando);
  return {
    idBando: testata.idBando,
    descrizioneBando: testata.descrizioneBando,
    punteggioMinimo: testata.punteggioMinimo,
    budget: testata.budget,
    versioneRegola: testata.versioneRegola,
    finalizzataIl: testata.finalizzataIl,
    dataDecreto: testata.dataDecreto,
    parametri: await parametriDelBando(db, idBando),
    righe: righe.map((riga): RigaPubblica => ({
      posizione: riga.posizione,
      idDomanda: riga.idDomanda,
      denominazione: riga.denominazione,
      denominazioneProponente: riga.denominazioneProponente,
      punteggio: riga.punteggio,
      punteggi: riga.punteggi.map(({ idParametro, valore }) => ({ idParametro, valore })),
      dataInoltro: riga.dataInoltro,
      importoRichiesto: riga.importoRichiesto,
      sopraSoglia: riga.sopraSoglia,
      esito: riga.esito,
      budgetResiduo: riga.budgetResiduo,
      spareggio: riga.spareggio,
    })),
  };
}

/** A spreadsheet never runs a cell that starts like a formula (CSV injection); RFC 4180 quoting. */
function cella(valore: string | number | boolean | null): string {
  if (valore === null) return '';
  const testo = typeof valore === 'string' && /^[=+\-@\t\r]/.test(valore) ? `'${valore}` : String(valore);
  return /[",\r\n]/.test(testo) ? `"${testo.replace(/"/g, '""')}"` : testo;
}

/** One line per row, comma-separated, UTF-8, dot decimals; the call data repeated so every line stands alone. */
export function csvGraduatoria(g: GraduatoriaPubblica): string {
  const intestazione = [
    'id_bando',
    'bando',
    'posizione',
    'id_domanda',
    'programma_del_distretto',
    'societa_capofila',
    ...g.parametri.map((p) => `${p.descrizione}${p.livello === 'BENEFICIARIO' ? ' (media dei beneficiari)' : ''}`),
    'punteggio',
    'data_inoltro',
    'importo_richiesto',
    'sopra_punteggio_minimo',
    'esito',
    'budget_residuo',
    'davanti_alla_seguente_per',
    'punteggio_minimo',
    'budget',
    'data_decreto',
  ];
  const righe = g.righe.map((r) => [
    g.idBando,
    g.descrizioneBando,
    r.posizione,
    r.idDomanda,
    r.denominazione,
    r.denominazioneProponente,
    ...g.parametri.map((p) => r.punteggi.find((voce) => voce.idParametro === p.idParametro)?.valore ?? null),
    r.punteggio,
    r.dataInoltro,
    r.importoRichiesto.toFixed(2),
    r.sopraSoglia,
    DESCRIZIONE_STATO_DOMANDA[r.esito],
    r.budgetResiduo.toFixed(2),
    r.spareggio ? PERCHE_SOPRA[r.spareggio] : null,
    g.punteggioMinimo,
    g.budget.toFixed(2),
    g.dataDecreto,
  ]);
  return [intestazione, ...righe].map((riga) => riga.map(cella).join(',')).join('\r\n') + '\r\n';
}

/** Answers `corpo` cacheable by anyone, with its ETag; 304 when the client holds it already. */
function cacheabile(request: FastifyRequest, reply: FastifyReply, tipo: string, corpo: string, nome?: string) {
  const etag = `"${createHash('sha256').update(corpo).digest('base64url')}"`;
  reply.header('cache-control', CACHE).header('etag', etag).header('access-control-allow-origin', '*');
  if (nome) reply.header('content-disposition', contentDisposition(nome));
  const attesi = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
  if (attesi.includes(etag) || attesi.includes('*')) return reply.code(304).send();
  return reply.type(tipo).send(corpo);
}

const schemaComune = (summary: string, description: string) => ({
  summary,
  description:
    `${description} Senza autenticazione; nessun dato personale (né codici fiscali né nomi di persone). ` +
    'Cache-Control public, ETag (If-None-Match → 304). 404 finché la graduatoria non è definitiva.',
  tags: TAG,
  security: [],
  params: BandoParams,
});

/** The published final rankings, outside the authenticated services (docs/graduatoria.md). */
export const datiApertiRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const percorso = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

  app.get(
    percorso(PERCORSI_DATI_APERTI.pagina),
    {
      schema: {
        ...schemaComune('Graduatoria definitiva pubblicata, per la pagina pubblica', 'La graduatoria in JSON.'),
        response: { 200: GraduatoriaPubblica, 404: ErrorRef },
      },
    },
    async (request, reply) => {
      const g = await graduatoriaPubblica(db, request.params.idBando);
      return cacheabile(request, reply, 'application/json; charset=utf-8', JSON.stringify(g));
    },
  );

  app.get(
    percorso(PERCORSI_DATI_APERTI.csv),
    {
      schema: {
        ...schemaComune(
          'Graduatoria definitiva in CSV (dati aperti)',
          'Una riga per domanda, UTF-8, separatore virgola.',
        ),
        response: { 200: rispostaFile('CSV, UTF-8', ['text/csv']), 404: ErrorRef },
      },
    },
    async (request, reply) => {
      const g = await graduatoriaPubblica(db, request.params.idBando);
      return cacheabile(
        request,
        reply,
        'text/csv; charset=utf-8',
        csvGraduatoria(g),
        `graduatoria-bando-${g.idBando}.csv`,
      );
    },
  );

  app.get(
    percorso(PERCORSI_DATI_APERTI.json),
    {
      schema: {
        ...schemaComune(
          'Graduatoria definitiva in JSON (dati aperti)',
          'Lo stesso documento della pagina, da scaricare.',
        ),
        response: { 200: GraduatoriaPubblica, 404: ErrorRef },
      },
    },
    async (request, reply) => {
      const g = await graduatoriaPubblica(db, request.params.idBando);
      return cacheabile(
        request,
        reply,
        'application/json; charset=utf-8',
        JSON.stringify(g),
        `graduatoria-bando-${g.idBando}.json`,
      );
    },
  );
};
