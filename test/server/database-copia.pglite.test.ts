import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';

const aperti: Database[] = [];
const apri = async (...args: Parameters<typeof openDatabase>) => {
  const database = await openDatabase(...args);
  aperti.push(database);
  return database;
};
afterAll(() => Promise.all(aperti.map((database) => database.close())));

const righe = (database: Database) =>
  database.withConnection((connection) => connection.query<{ nome: string }>('SELECT nome FROM prova ORDER BY nome'));

it('a copy of an archived PGlite database holds its data, and each one changes on its own', async () => {
  const originale = await apri();
  await originale.withConnection((connection) =>
    connection.exec("CREATE TABLE prova (nome text); INSERT INTO prova VALUES ('Lazio')"),
  );
  const archivio = await originale.archive!();

  const copia = await apri({ copyOf: archivio });
  expect(await righe(copia)).toEqual([{ nome: 'Lazio' }]);

  await copia.withConnection((connection) => connection.exec("INSERT INTO prova VALUES ('Veneto')"));
  await originale.withConnection((connection) => connection.exec("INSERT INTO prova VALUES ('Abruzzo')"));
  expect(await righe(copia)).toEqual([{ nome: 'Lazio' }, { nome: 'Veneto' }]);
  expect(await righe(originale)).toEqual([{ nome: 'Abruzzo' }, { nome: 'Lazio' }]);
  expect(await righe(await apri({ copyOf: archivio }))).toEqual([{ nome: 'Lazio' }]);
});
