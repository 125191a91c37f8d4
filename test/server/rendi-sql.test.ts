import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/roles';
import type { Principal } from '../../server/src/auth/principal';
import { rendiSql } from '../../server/src/db/rendi-sql';
import { bando } from '../../server/src/db/schema';
import { ORDINE_PREDEFINITO as ORDINE_DOMANDE, sqlListaDomande } from '../../server/src/modules/domanda/lista';
import { ORDINE_PREDEFINITO, sqlListaProgrammi } from '../../server/src/modules/programma/repository';

// drizzle's own renderer is the reference: the lean one must send PostgreSQL the very same text and values.
const drizzle = new PgDialect();
/** What a session sends: drizzle's typings are all "none" for plain templates and no session reads them. */
const reso = (query: SQL) => {
  const { sql: testo, params } = drizzle.sqlToQuery(query);
  return { sql: testo, params };
};

const persona = (roles: Principal['roles']): Principal => ({
  sub: 'sub',
  username: 'utente',
  name: 'Utente',
  roles,
  cuaa: ['01234567890', 'RSSMRA80A01H501U'],
  codRegione: '120',
  abi: '03069',
});

const giorno = { oggi: '2026-11-24', regole: { preavvisoGiorni: 10, integrazioneGiorni: 30 } };

describe('rendiSql', () => {
  it.each(ROLES)('renders the programme list of %s as drizzle does, filters, order and page included', (ruolo) => {
    const filtri = {
      idBando: 3,
      denominazione: "Soc. 100%_d'Ital",
      cognomeBeneficiario: 'Rossi',
      nBeneficiariDa: 2,
      nBeneficiariA: 4,
      integrazioneScaduta: true,
    };
    for (const pagina of [undefined, { offset: 20, limit: 10 }]) {
      const { pagina: query, conteggio } = sqlListaProgrammi(
        persona([ruolo]),
        giorno,
        filtri,
        { field: 'importoRichiesto', order: 'DESC' },
        pagina,
      );
      expect(rendiSql(query)).toEqual(reso(query));
      expect(rendiSql(conteggio)).toEqual(reso(conteggio));
    }
    const { pagina: senzaFiltri } = sqlListaProgrammi(persona([ruolo]), giorno, {}, ORDINE_PREDEFINITO);
    expect(rendiSql(senzaFiltri)).toEqual(reso(senzaFiltri));
  });

  it('renders the application list as drizzle does', () => {
    const { pagina } = sqlListaDomande(
      persona(['MBAC_ISTRUTTORE', 'MBAC_PROPONENTE']),
      { idBando: 2, denominazioneBeneficiario: 'Ross', nBeneficiariDa: 2, nBeneficiariA: 4 },
      ORDINE_DOMANDE,
      { offset: 20, limit: 10 },
    );
    expect(rendiSql(pagina)).toEqual(reso(pagina));
  });

  it('numbers null, booleans and big integers as parameters, and leaves out undefined as drizzle does', () => {
    const query = sql`SELECT ${null}, ${false}, ${12n}, ${undefined} WHERE x = ${'a'} AND y = ${sql`${1.5}`}`;
    expect(rendiSql(query)).toEqual({
      sql: 'SELECT $1, $2, $3,  WHERE x = $4 AND y = $5',
      params: [null, false, 12n, 'a', 1.5],
    });
    expect(rendiSql(query)).toEqual(reso(query));
  });

  it('leaves to drizzle what it does not render: tables, columns, lists, dates and inlined values', () => {
    expect(rendiSql(sql`SELECT ${bando.idBando} FROM ${bando}`)).toBeUndefined();
    expect(rendiSql(sql`SELECT 1 WHERE x IN ${[1, 2]}`)).toBeUndefined();
    expect(rendiSql(sql`SELECT ${new Date(0)}`)).toBeUndefined();
    expect(rendiSql(sql`SELECT ${sql`${'a'}`.inlineParams()}`)).toBeUndefined();
  });
});
