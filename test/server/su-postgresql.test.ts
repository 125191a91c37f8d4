import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEGNI_DI_POSTGRESQL, SOLO_SU_PGLITE_PERCHE, SU_POSTGRESQL } from './support/su-postgresql';

const CARTELLA = new URL('./', import.meta.url);
const FILE = readdirSync(CARTELLA)
  .filter((nome) => nome.endsWith('.test.ts'))
  .sort();
const segniDi = (nome: string) =>
  SEGNI_DI_POSTGRESQL.flatMap((segno) => readFileSync(new URL(nome, CARTELLA), 'utf8').match(segno)?.[0] ?? []);
const inUnaSolaSuite = (nome: string) => /\.(postgres|pglite)\.test\.ts$/.test(nome);

describe('the server files the PostgreSQL suite runs again (test/server/support/su-postgresql.ts)', () => {
  it('name files that exist and run in both suites', () => {
    const elencati = [...Object.keys(SU_POSTGRESQL), ...Object.keys(SOLO_SU_PGLITE_PERCHE)];
    expect(elencati.filter((nome) => !FILE.includes(nome) || inUnaSolaSuite(nome))).toEqual([]);
  });

  it('hold every file that races requests, takes locks or transactions, or starts two processes', () => {
    const lasciati = FILE.filter(
      (nome) => !inUnaSolaSuite(nome) && !(nome in SU_POSTGRESQL) && !(nome in SOLO_SU_PGLITE_PERCHE),
    ).flatMap((nome) => (segniDi(nome).length ? [`${nome}: ${segniDi(nome).join(', ')}`] : []));
    expect(lasciati, 'add each to SU_POSTGRESQL, or to SOLO_SU_PGLITE_PERCHE with why').toEqual([]);
  });

  it('excuse only files that say one of those words', () => {
    expect(Object.keys(SOLO_SU_PGLITE_PERCHE).filter((nome) => !segniDi(nome).length)).toEqual([]);
  });

  it('catch the signs of the hard cases, and not a plain file', () => {
    const segnato = (testo: string) => SEGNI_DI_POSTGRESQL.some((segno) => segno.test(testo));
    expect(
      [
        "it('two instructors taking the same application at once'",
        'await database.db.transaction(async (tx) => {',
        "it('a download racing a replacement'",
        "describe('two server processes on one PostgreSQL'",
        'SELECT id FROM domanda WHERE id_domanda = $1 FOR UPDATE',
        "it('20 parallel calls for the same draft'",
      ].map(segnato),
    ).toEqual([true, true, true, true, true, true]);
    expect(segnato("const esito = await Promise.race([chiusura, bloccato]); it('lists the calls'")).toBe(false);
  });
});
