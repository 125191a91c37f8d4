import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/src/db/database';
import { righe } from '../../../server/src/db/sql';
import { apriPortale, type Portale } from './programmi';

/** Like `apriPortale`, with settings of the test's own (the registers' addresses). */
export const apriPortaleCon = (
  env: Record<string, string>,
  prepare?: (db: AppDatabase) => Promise<void>,
): Promise<Portale> => apriPortale(prepare && ((database) => prepare(database.db)), env);

export interface RegistroDiProva {
  readonly url: string;
  /** The requests it received, path and query. */
  readonly richieste: string[];
  close(): Promise<void>;
}

/** A real HTTP server on a free local port answering as `rispondi` says. */
export async function avviaRegistro(
  rispondi: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<RegistroDiProva> {
  const richieste: string[] = [];
  const server = createServer((request, response) => {
    richieste.push(request.url ?? '');
    rispondi(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/registro`,
    richieste,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** An active beneficiary of the programme, with nothing else. */
export async function inserisciBeneficiario(
  db: AppDatabase,
  idProgramma: number,
  codiceFiscale: string,
  denominazione: string | null,
): Promise<number> {
  const [{ id }] = await righe<{ id: number }>(
    db,
    sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione) VALUES (${idProgramma},
      ${codiceFiscale}, ${denominazione})
      RETURNING id_beneficiario AS id`,
  );
  return id;
}
