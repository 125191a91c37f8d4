import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { createEmbeddedIdentity } from '../../server/src/oidc/index';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';
import { leggiTipi, tipiDelClient } from './support/tipi-generati';

let database: Database;
let portal: TestApp;
let cartellaDelFornitore: string;
let documento: { openapi: string; paths: Record<string, Record<string, Operazione>> };
let tipoIn: ReturnType<typeof leggiTipi>;

interface Operazione {
  responses: Record<string, { content?: Record<string, { schema?: { format?: string } }> }>;
}

beforeAll(async () => {
  database = await openTestDatabase();
  cartellaDelFornitore = await mkdtemp(join(tmpdir(), 'openapi-oidc-'));
  // The provider mounted as the portal runs by default, so its addresses are in the document as served.
  const identity = await createEmbeddedIdentity({
    publicUrl: 'http://localhost:3000',
    dataDir: cartellaDelFornitore,
    clientId: 'contratti-filiera-fe',
    audience: 'contratti-filiera-api',
    accessTokenTtl: 300,
  });
  portal = await startTestApp(database, { identity });
  documento = (await portal.app.inject({ url: '/api/openapi.json' })).json();
  tipoIn = leggiTipi(await tipiDelClient(documento));
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
  await rm(cartellaDelFornitore, { recursive: true, force: true });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the OpenAPI document handed to other services', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    expect(documento.openapi).toMatch(/^3\.0\./);
    // The validator dereferences in place: it gets a copy, the document stays as served.
    await expect(SwaggerParser.validate(structuredClone(documento) as never)).resolves.toBeDefined();
  });

  it('declares every file a route answers under a file type, never as JSON', () => {
    const fileComeJson = Object.entries(documento.paths).flatMap(([path, metodi]) =>
      Object.entries(metodi).flatMap(([metodo, operazione]) =>
        Object.entries(operazione.responses ?? {})
          .filter(([, risposta]) => risposta.content?.['application/json']?.schema?.format === 'binary')
          .map(([stato]) => `${metodo.toUpperCase()} ${path} ${stato}`),
      ),
    );
    expect(fileComeJson).toEqual([]);
  });

  it("speaks to its readers in their words, never citing the project's own documents", () => {
    const testi: string[] = [];
    const raccogli = (valore: unknown): void => {
      if (Array.isArray(valore)) valore.forEach(raccogli);
      else if (valore && typeof valore === 'object') {
        for (const [chiave, figlio] of Object.entries(valore)) {
          if (['description', 'summary', 'title'].includes(chiave) && typeof figlio === 'string') testi.push(figlio);
          else raccogli(figlio);
        }
      }
    };
    raccogli(documento);
    expect(testi.length).toBeGreaterThan(100);
    expect(testi.filter((testo) => /DESIGN|\bspec\b|§|docs\//.test(testo))).toEqual([]);
  });
});

describe("a client's types generated from it (openapi-typescript)", () => {
  it.each([
    ['/api/bando/getListaBandi', 'get'],
    ['/api/programma/approvazioneprogramma/{id}', 'put'],
    ['/api/beneficiario/avviaSubentroBeneficiario/{idProgrammaInvestimento}/{idBeneficiario}', 'post'],
    ['/api/checklist/api/eliminaChecklistSubentro/{idProgrammaInvestimento}', 'delete'],
    ['/api/allegato/caricaAllegatoBeneficiario', 'post'],
  ])('has the legacy operation %s %s', (path, metodo) => {
    expect(tipoIn(path, metodo, 'responses')).toMatch(/^\{/);
  });

  it('types the approval with the CUP and COR as required query parameters and the note as optional', () => {
    const query = tipoIn('/api/programma/approvazioneprogramma/{id}', 'put', 'parameters', 'query');
    expect(query).toMatch(/\bcodiceCup: string;/);
    expect(query).toMatch(/\bcodiceCore: string;/);
    expect(query).toMatch(/\bnote\?: string;/);
  });

  it('has no operation the legacy client does not call at a path it calls', () => {
    expect(tipoIn('/api/bando/getListaBandi', 'delete')).toBe('never');
  });

  it.each([
    ['/api/bando/generaExcelRiepilogoBando/{idBando}', XLSX],
    ['/api/programma/generaTemplateApprovazione/{id}', DOCX],
    ['/api/allegato/downloadAllegatiStoricizzati/{idBeneficiario}', 'application/zip'],
    ['/api/beneficiario/downloadCasellario/{idBeneficiario}', 'application/pdf'],
    ['/api/checklist/api/checklist/downloadChecklistSubentro/{idProgrammaInvestimento}', 'application/pkcs7-mime'],
  ])('answers GET %s with a binary %s', (path, tipoFile) => {
    const contenuto = tipoIn(path, 'get', 'responses', '200', 'content');
    expect(contenuto).toContain(`"${tipoFile}": Blob;`);
    expect(contenuto).not.toContain('application/json');
  });
});
